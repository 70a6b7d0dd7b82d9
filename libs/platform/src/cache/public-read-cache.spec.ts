import { jest } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { collectionTag, itemTag } from '../domain/content-changes.js';
import { PublicReadCache } from './public-read-cache.js';
import type { FreshAnswer } from './representation.js';

const json = (value: unknown): FreshAnswer => ({ body: JSON.stringify(value), contentType: 'application/json; charset=utf-8' });

/** A read that counts how often it really runs. */
function countingRead(value: () => unknown) {
  const read = jest.fn(async () => json(value()));
  return read;
}

describe(PublicReadCache.name, () => {
  let now: number;
  let cache: PublicReadCache;

  beforeEach(() => {
    now = Date.parse('2026-11-23T10:00:00Z');
    cache = new PublicReadCache({ clock: () => now });
  });

  it('computes on a miss, then answers from memory without reading again', async () => {
    const read = countingRead(() => ({ title: 'Episode 1' }));
    const first = await cache.read('json /api/episodes/1', [itemTag('episode', 1)], read);
    const second = await cache.read('json /api/episodes/1', [itemTag('episode', 1)], read);

    expect(read).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(cache.lookup('json /api/episodes/1')).toBe(first);
    expect(JSON.parse(first.variants.identity.body.toString())).toEqual({ title: 'Episode 1' });
  });

  it('shares one computation between concurrent misses of a key', async () => {
    const read = countingRead(() => [1, 2, 3]);
    const answers = await Promise.all([1, 2, 3, 4].map(() => cache.read('json /api/episodes', [collectionTag('episode')], read)));
    expect(read).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps bodies compressed once, with a strong ETag per coding on one content hash', async () => {
    const text = 'money date '.repeat(400);
    const answer = await cache.read('page /', [], async () => ({ body: text, contentType: 'text/html; charset=utf-8', headers: { 'Cache-Control': 'public, max-age=0', Vary: 'Cookie' } }));

    expect(brotliDecompressSync(answer.variants.br!.body).toString()).toBe(text);
    expect(gunzipSync(answer.variants.gzip!.body).toString()).toBe(text);
    const header = (coding: 'identity' | 'br' | 'gzip', name: string) => {
      const list = answer.variants[coding]!.headers;
      return list[list.indexOf(name) + 1];
    };
    expect(header('identity', 'ETag')).toBe(`"${answer.contentHash}"`);
    expect(header('br', 'ETag')).toBe(`"${answer.contentHash}-br"`);
    expect(header('br', 'Content-Encoding')).toBe('br');
    expect(header('gzip', 'Vary')).toBe('Cookie, Accept-Encoding');
    expect(header('identity', 'Cache-Control')).toBe('public, max-age=0');
    expect(header('identity', 'Last-Modified')).toBe('Mon, 23 Nov 2026 10:00:00 GMT');
  });

  it('does not compress small bodies', async () => {
    const answer = await cache.read('json /api/x', [], async () => json({ ok: true }));
    expect(answer.variants.br).toBeUndefined();
    expect(answer.variants.gzip).toBeUndefined();
  });

  it('drops exactly what a change affects: the aggregate lists and the named items', async () => {
    const read = () => countingRead(() => 'x');
    await cache.read('json /api/episodes', [collectionTag('episode')], read());
    await cache.read('json /api/episodes/1', [itemTag('episode', 1)], read());
    await cache.read('json /api/episodes/2', [itemTag('episode', 2)], read());
    await cache.read('json /api/blog-articles', [collectionTag('article')], read());
    await cache.read('page /episode/1 light', [itemTag('episode', 1)], read());

    cache.invalidate({ aggregate: 'episode', keys: [1] });

    expect(cache.lookup('json /api/episodes')).toBeUndefined();
    expect(cache.lookup('json /api/episodes/1')).toBeUndefined();
    expect(cache.lookup('page /episode/1 light')).toBeUndefined();
    expect(cache.lookup('json /api/episodes/2')).toBeDefined();
    expect(cache.lookup('json /api/blog-articles')).toBeDefined();
  });

  it('matches item keys whatever their case (article slugs are looked up as written)', async () => {
    await cache.read('json /api/blog-articles/Money-Dates', [itemTag('article', 'Money-Dates')], async () => json('x'));
    cache.invalidate({ aggregate: 'article', keys: ['money-dates'] });
    expect(cache.lookup('json /api/blog-articles/Money-Dates')).toBeUndefined();
  });

  it('drops every answer of an aggregate on a change that names no keys, and only those', async () => {
    await cache.read('json /api/episodes/1', [itemTag('episode', 1)], async () => json(1));
    await cache.read('json /api/episodes/featured', [collectionTag('episode')], async () => json([]));
    await cache.read('json /api/blog-articles/a', [itemTag('article', 'a')], async () => json('a'));

    cache.invalidate({ aggregate: 'episode', keys: [] });

    expect(cache.lookup('json /api/episodes/1')).toBeUndefined();
    expect(cache.lookup('json /api/episodes/featured')).toBeUndefined();
    expect(cache.lookup('json /api/blog-articles/a')).toBeDefined();
  });

  it('reads again after an invalidation, and shows the change', async () => {
    let title = 'Before';
    const read = countingRead(() => title);
    await cache.read('json /api/episodes/1', [itemTag('episode', 1)], read);
    title = 'After';
    cache.invalidate({ aggregate: 'episode', keys: [1] });
    const answer = await cache.read('json /api/episodes/1', [itemTag('episode', 1)], read);
    expect(read).toHaveBeenCalledTimes(2);
    expect(JSON.parse(answer.variants.identity.body.toString())).toBe('After');
  });

  it('sends but does not keep an answer computed across an invalidation (it may predate the change)', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reading = cache.read('json /api/episodes', [collectionTag('episode')], async () => {
      await slow;
      return json('stale?');
    });
    cache.invalidate({ aggregate: 'episode', keys: [5] });
    release();
    await expect(reading).resolves.toBeDefined();
    expect(cache.lookup('json /api/episodes')).toBeUndefined();
  });

  it('does not keep an answer marked not cacheable', async () => {
    await cache.read('page /', [], async () => ({ ...json('without data'), cacheable: false }));
    expect(cache.lookup('page /')).toBeUndefined();
  });

  it('does not keep a failed read: the next request tries again', async () => {
    const read = jest.fn<() => Promise<FreshAnswer>>().mockRejectedValueOnce(new Error('not found')).mockResolvedValueOnce(json('found'));
    await expect(cache.read('json /api/episodes/9', [itemTag('episode', 9)], read)).rejects.toThrow('not found');
    await expect(cache.read('json /api/episodes/9', [itemTag('episode', 9)], read)).resolves.toBeDefined();
    expect(read).toHaveBeenCalledTimes(2);
  });

  describe('scheduled content', () => {
    it('expires the answers of an aggregate when its next scheduled item goes public, without any write', async () => {
      const releaseAt = now + 60 * 60 * 1000;
      const published = () => (now >= releaseAt ? ['Episode 1', 'Scheduled episode'] : ['Episode 1']);
      cache.watchSchedule('episode', async () => (now < releaseAt ? new Date(releaseAt) : null));
      const read = countingRead(published);

      const before = await cache.read('json /api/episodes', [collectionTag('episode')], read);
      now = releaseAt - 1;
      expect(cache.lookup('json /api/episodes')).toBe(before);

      now = releaseAt;
      expect(cache.lookup('json /api/episodes')).toBeUndefined();
      const after = await cache.read('json /api/episodes', [collectionTag('episode')], read);
      expect(JSON.parse(after.variants.identity.body.toString())).toEqual(['Episode 1', 'Scheduled episode']);
      // Nothing else is scheduled: the new answer is kept until a write.
      now += 365 * 24 * 60 * 60 * 1000;
      expect(cache.lookup('json /api/episodes')).toBe(after);
    });

    it('asks for the schedule once, not on every miss, until a change', async () => {
      const nextChange = jest.fn(async (): Promise<Date | null> => null);
      cache.watchSchedule('episode', nextChange);
      await cache.read('a', [collectionTag('episode')], async () => json(1));
      await cache.read('b', [itemTag('episode', 2)], async () => json(2));
      expect(nextChange).toHaveBeenCalledTimes(1);

      cache.invalidate({ aggregate: 'episode', keys: [3] });
      await cache.read('c', [collectionTag('episode')], async () => json(3));
      expect(nextChange).toHaveBeenCalledTimes(2);
    });

    it('leaves answers of other aggregates unaffected by a schedule', async () => {
      cache.watchSchedule('episode', async () => new Date(now + 1000));
      await cache.read('json /api/blog-articles', [collectionTag('article')], async () => json([]));
      now += 2000;
      expect(cache.lookup('json /api/blog-articles')).toBeDefined();
    });

    it('keeps answers only a minute when the schedule cannot be read', async () => {
      cache.watchSchedule('episode', async () => {
        throw new Error('database down');
      });
      await cache.read('json /api/episodes', [collectionTag('episode')], async () => json([]));
      now += 59_000;
      expect(cache.lookup('json /api/episodes')).toBeDefined();
      now += 2_000;
      expect(cache.lookup('json /api/episodes')).toBeUndefined();
    });
  });

  it('stays within its size bound, forgetting the least recently read answers', async () => {
    const small = new PublicReadCache({ maxBytes: 8 * 1024, clock: () => now });
    for (let index = 0; index < 20; index += 1) await small.read(`key ${index}`, [collectionTag('episode')], async () => json('x'.repeat(500)));
    expect(small.size).toBeLessThan(20);
    expect(small.lookup('key 19')).toBeDefined();
    expect(small.lookup('key 0')).toBeUndefined();
    // An evicted answer leaves no tag behind that a later change would trip over.
    small.invalidate({ aggregate: 'episode', keys: [] });
    expect(small.size).toBe(0);
  });
});
