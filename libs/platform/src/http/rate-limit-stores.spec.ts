import net from 'node:net';
import type { Options, Store } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { deleteQueueKeys, missingRedisMessage, redisTestTarget, uniqueQueuePrefix } from '../queue/testing/index.js';
import { RedisRateLimitStores } from './rate-limit-stores.js';

/** The stores read only the window from express-rate-limit's options. */
const windowOf = (windowMs: number) => ({ windowMs }) as Options;

/** Records what the stores tell the operator. */
const recordingLogger = () => {
  const lines: string[] = [];
  return { lines, warn: (message: string) => lines.push(`warn ${message}`), log: (message: string) => lines.push(`log ${message}`) };
};

/**
 * A TCP relay to Redis that can stop relaying: Redis "paused" as `docker pause` leaves it (the connection
 * stays open, nothing answers), then resumed.
 */
async function pausableRedis(target: URL) {
  const clients = new Set<net.Socket>();
  let paused = false;
  const server = net.createServer((client) => {
    clients.add(client);
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    client.pipe(upstream).pipe(client);
    if (paused) client.pause();
    const end = () => {
      clients.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    pause() {
      paused = true;
      for (const client of clients) client.pause();
    },
    resume() {
      paused = false;
      for (const client of clients) client.resume();
    },
    async close() {
      for (const client of clients) client.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const redis = redisTestTarget();
(redis.available || redis.required ? describe : describe.skip)(`${RedisRateLimitStores.name} (TEST_REDIS_URL)`, () => {
  const opened: RedisRateLimitStores[] = [];
  let prefix: string;

  /** One API process's stores. */
  const apiProcess = async (url?: string, logger = recordingLogger()) => {
    if (!redis.available) throw new Error(missingRedisMessage);
    const stores = new RedisRateLimitStores(url ?? redis.url, prefix, logger);
    opened.push(stores);
    await stores.ready();
    return stores;
  };
  const initialized = (store: Store, windowMs = 60_000) => {
    void store.init?.(windowOf(windowMs));
    return store;
  };

  beforeEach(() => {
    prefix = uniqueQueuePrefix();
  });
  afterEach(async () => {
    for (const stores of opened.splice(0)) stores.onApplicationShutdown();
    if (redis.available) await deleteQueueKeys(redis.url, prefix);
  });

  it('counts one limit across processes: hits from two API processes add up, for each client apart', async () => {
    const first = initialized((await apiProcess()).storeFor('login'));
    const second = initialized((await apiProcess()).storeFor('login'));

    expect((await first.increment('203.0.113.7')).totalHits).toBe(1);
    expect((await second.increment('203.0.113.7')).totalHits).toBe(2);
    const third = await first.increment('203.0.113.7');
    expect(third.totalHits).toBe(3);
    expect(third.resetTime!.getTime() - Date.now()).toBeGreaterThan(59_000);
    expect((await second.increment('198.51.100.20')).totalHits).toBe(1);
    expect(await second.get!('203.0.113.7')).toMatchObject({ totalHits: 3 });
  });

  it('keeps each limit apart: a login count is not a form count', async () => {
    const stores = await apiProcess();
    const login = initialized(stores.storeFor('login'));
    const contact = initialized(stores.storeFor('form:contact'));
    await login.increment('203.0.113.7');
    await login.increment('203.0.113.7');
    expect((await contact.increment('203.0.113.7')).totalHits).toBe(1);
  });

  it('starts a new window when the last one expires', async () => {
    const store = initialized((await apiProcess()).storeFor('page-view'), 150);
    await store.increment('203.0.113.7');
    expect((await store.increment('203.0.113.7')).totalHits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await store.increment('203.0.113.7')).totalHits).toBe(1);
  });

  it('gives back a hit (a sign-in that worked), resets a client, and never leaves a count without expiry', async () => {
    const store = initialized((await apiProcess()).storeFor('login'), 150);
    await store.increment('203.0.113.7');
    await store.increment('203.0.113.7');
    await store.decrement('203.0.113.7');
    expect(await store.get!('203.0.113.7')).toMatchObject({ totalHits: 1 });
    await store.resetKey('203.0.113.7');
    expect(await store.get!('203.0.113.7')).toBeUndefined();

    // A give-back after the window expired must not create a key that never expires.
    await store.increment('198.51.100.20');
    await new Promise((resolve) => setTimeout(resolve, 250));
    await store.decrement('198.51.100.20');
    const inspector = new Redis(redis.available ? redis.url : '');
    try {
      expect(await inspector.exists(`${prefix}:login:198.51.100.20`)).toBe(0);
    } finally {
      inspector.disconnect();
    }
  });

  it('counts in memory while Redis is paused, says so once, and counts in Redis again when it answers', async () => {
    if (!redis.available) throw new Error(missingRedisMessage);
    const relay = await pausableRedis(new URL(redis.url));
    const logger = recordingLogger();
    try {
      const store = initialized((await apiProcess(relay.url, logger)).storeFor('login'));
      const other = initialized((await apiProcess()).storeFor('login'));
      await store.increment('203.0.113.7');

      relay.pause();
      const started = Date.now();
      expect((await store.increment('203.0.113.7')).totalHits).toBe(1);
      expect((await store.increment('203.0.113.7')).totalHits).toBe(2);
      // Each answer waited for Redis no longer than the client's timeout.
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(logger.lines).toEqual([expect.stringMatching(/^warn Rate limits count in each process's memory until Redis answers again/)]);

      // Resumed, Redis runs what it was sent while paused too: the count is Redis's again, shared, whatever it caught up on.
      relay.resume();
      const again = await store.increment('203.0.113.7');
      expect(again.totalHits).toBeGreaterThanOrEqual(2);
      expect(await other.get!('203.0.113.7')).toMatchObject({ totalHits: again.totalHits });
      expect(logger.lines).toEqual([expect.stringMatching(/^warn /), 'log Rate limits count in Redis again.']);
    } finally {
      await relay.close();
    }
  });

  it('answers without Redis at all (unreachable at boot): every count in memory, no error', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const logger = recordingLogger();
    if (!redis.available) throw new Error(missingRedisMessage);
    const stores = new RedisRateLimitStores(`redis://127.0.0.1:${closedPort}`, prefix, logger);
    opened.push(stores);
    const store = initialized(stores.storeFor('login'));
    expect((await store.increment('203.0.113.7')).totalHits).toBe(1);
    expect((await store.increment('203.0.113.7')).totalHits).toBe(2);
    await store.decrement('203.0.113.7');
    expect(await store.get!('203.0.113.7')).toMatchObject({ totalHits: 1 });
    expect(logger.lines).toHaveLength(1);
  });
});
