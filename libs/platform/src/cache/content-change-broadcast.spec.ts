import { Redis } from 'ioredis';
import { collectionTag, itemTag } from '../domain/content-changes.js';
import { missingRedisMessage, redisTestTarget, uniqueQueuePrefix } from '../queue/testing/index.js';
import { InProcessContentChanges, RedisContentChanges } from './content-change-broadcast.js';
import { PublicReadCache } from './public-read-cache.js';

const answer = async () => ({ body: '[]', contentType: 'application/json' });
const quiet = { warn: () => undefined };

async function until(condition: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

describe(InProcessContentChanges.name, () => {
  it('invalidates this process cache', async () => {
    const cache = new PublicReadCache();
    await cache.read('json /api/episodes', [collectionTag('episode')], answer);
    await new InProcessContentChanges(cache).publish({ aggregate: 'episode', keys: [1] });
    expect(cache.lookup('json /api/episodes')).toBeUndefined();
  });
});

const redis = redisTestTarget();
(redis.available || redis.required ? describe : describe.skip)(`${RedisContentChanges.name} (TEST_REDIS_URL)`, () => {
  let channel: string;
  const started: RedisContentChanges[] = [];

  const apiProcess = async (cache: PublicReadCache | null) => {
    if (!redis.available) throw new Error(missingRedisMessage);
    const changes = new RedisContentChanges({ redisUrl: redis.url, channel, cache, logger: quiet });
    await changes.start();
    started.push(changes);
    return changes;
  };

  beforeEach(() => {
    channel = `${uniqueQueuePrefix()}:content-changes`;
  });

  afterEach(async () => {
    await Promise.all(started.splice(0).map((changes) => changes.close()));
  });

  it('reaches every API process on the same Redis within a second, and drops exactly what changed there', async () => {
    const [cacheA, cacheB] = [new PublicReadCache(), new PublicReadCache()];
    const processA = await apiProcess(cacheA);
    await apiProcess(cacheB);
    for (const cache of [cacheA, cacheB]) {
      await cache.read('json /api/episodes/1', [itemTag('episode', 1)], answer);
      await cache.read('json /api/episodes/2', [itemTag('episode', 2)], answer);
    }

    await processA.publish({ aggregate: 'episode', keys: [1] });

    expect(cacheA.lookup('json /api/episodes/1')).toBeUndefined();
    const took = await until(() => cacheB.lookup('json /api/episodes/1') === undefined, 1000);
    expect(took).toBeLessThan(1000);
    expect(cacheB.lookup('json /api/episodes/2')).toBeDefined();
  });

  it('carries a worker change (a process without a cache) to the API processes', async () => {
    const cache = new PublicReadCache();
    await apiProcess(cache);
    const worker = await apiProcess(null);
    await cache.read('json /api/blog-articles', [collectionTag('article')], answer);

    await worker.publish({ aggregate: 'article', keys: ['new-post'] });

    await until(() => cache.lookup('json /api/blog-articles') === undefined, 1000);
  });

  it('ignores malformed messages on the channel', async () => {
    if (!redis.available) throw new Error(missingRedisMessage);
    const cache = new PublicReadCache();
    await apiProcess(cache);
    await cache.read('json /api/episodes', [collectionTag('episode')], answer);
    const stranger = new Redis(redis.url);
    try {
      await stranger.publish(channel, 'not json');
      await stranger.publish(channel, JSON.stringify({ origin: 'x', change: { aggregate: 5 } }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(cache.lookup('json /api/episodes')).toBeDefined();
    } finally {
      stranger.disconnect();
    }
  });

  it('still invalidates its own cache when Redis cannot take the message', async () => {
    const cache = new PublicReadCache();
    const warnings: string[] = [];
    const offline = new RedisContentChanges({ redisUrl: 'redis://127.0.0.1:1', channel, cache: null, logger: { warn: (message) => warnings.push(message) } });
    const local = new RedisContentChanges({ redisUrl: 'redis://127.0.0.1:1', channel, cache, logger: { warn: (message) => warnings.push(message) } });
    await cache.read('json /api/episodes', [collectionTag('episode')], answer);
    try {
      await local.publish({ aggregate: 'episode', keys: [] });
      expect(cache.lookup('json /api/episodes')).toBeUndefined();
      expect(warnings.join('\n')).toMatch(/reached this process only/);
    } finally {
      await Promise.all([offline.close(), local.close()]);
    }
  });
});
