import { LRUCache } from 'lru-cache';
import { collectionTag, itemTag, type ContentChange } from '../domain/content-changes.js';
import { buildRepresentation, type FreshAnswer, type Representation } from './representation.js';

/** When an aggregate's public reads next change on their own (the next scheduled publication), or null. */
export type NextScheduledChange = () => Promise<Date | null>;

export interface PublicReadCacheOptions {
  /** Bytes of bodies (all codings) kept; the least recently read answers go first. */
  readonly maxBytes?: number;
  readonly clock?: () => number;
}

interface Entry {
  readonly representation: Representation;
  readonly tags: readonly string[];
  /** When scheduled content becomes public and this answer would change (Infinity: never by itself). */
  readonly expiresAt: number;
}

const aggregateOf = (tag: string): string => tag.split(':', 1)[0];

/**
 * Public answers (JSON, pages, the feed) kept serialized and compressed, found by a key, tagged with
 * what they depend on (ARCHITECTURE §10). A change drops exactly the answers tagged with its aggregate's
 * collection or one of its items; scheduled content expires the answers of its aggregate at its time.
 * Concurrent misses of one key share one computation, and an answer computed across an invalidation is
 * sent but not kept (it may predate the change).
 */
export class PublicReadCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly inFlight = new Map<string, Promise<Representation>>();
  private readonly schedules = new Map<string, NextScheduledChange>();
  private readonly nextChanges = new Map<string, Promise<number>>();
  private readonly clock: () => number;
  private generation = 0;

  constructor(options: PublicReadCacheOptions = {}) {
    this.clock = options.clock ?? Date.now;
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (entry) => entry.representation.size,
      dispose: (entry, key) => this.unindex(key, entry.tags),
    });
  }

  /** Registers how to learn when an aggregate's scheduled content next goes public. */
  watchSchedule(aggregate: string, nextChange: NextScheduledChange): void {
    this.schedules.set(aggregate, nextChange);
    this.nextChanges.delete(aggregate);
  }

  /** The stored answer for a key, if it is still current. Synchronous: the hot path does no I/O. */
  lookup(key: string): Representation | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.representation;
  }

  /** The stored answer, or the one `produce` gives, kept for the next read when it may be. */
  async read(key: string, tags: readonly string[], produce: () => Promise<FreshAnswer>): Promise<Representation> {
    const stored = this.lookup(key);
    if (stored) return stored;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const computation = this.compute(key, tags, produce).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, computation);
    return computation;
  }

  /** Drops what a change affects: its aggregate's lists and the items it names (all items when it names none). */
  invalidate(change: ContentChange): void {
    this.generation += 1;
    this.nextChanges.delete(change.aggregate);
    const tags = change.keys.length
      ? [collectionTag(change.aggregate), ...change.keys.map((key) => itemTag(change.aggregate, key))]
      : [...this.keysByTag.keys()].filter((tag) => aggregateOf(tag) === change.aggregate);
    for (const tag of tags) for (const key of [...(this.keysByTag.get(tag) ?? [])]) this.entries.delete(key);
  }

  /** Drops everything (tests; a deploy that changes how answers are rendered restarts the process anyway). */
  clear(): void {
    this.generation += 1;
    this.nextChanges.clear();
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private async compute(key: string, tags: readonly string[], produce: () => Promise<FreshAnswer>): Promise<Representation> {
    const generation = this.generation;
    const fresh = await produce();
    const [representation, expiresAt] = await Promise.all([buildRepresentation(fresh, this.clock()), this.expiryFor(tags)]);
    if (fresh.cacheable !== false && generation === this.generation && expiresAt > this.clock()) {
      this.entries.set(key, { representation, tags, expiresAt });
      for (const tag of tags) {
        const keys = this.keysByTag.get(tag) ?? new Set<string>();
        keys.add(key);
        this.keysByTag.set(tag, keys);
      }
    }
    return representation;
  }

  private async expiryFor(tags: readonly string[]): Promise<number> {
    const aggregates = [...new Set(tags.map(aggregateOf))].filter((aggregate) => this.schedules.has(aggregate));
    const times = await Promise.all(aggregates.map((aggregate) => this.nextChange(aggregate)));
    return Math.min(Infinity, ...times);
  }

  /** Asked once per aggregate until the time passes or the aggregate changes. */
  private nextChange(aggregate: string): Promise<number> {
    const known = this.nextChanges.get(aggregate);
    if (known) {
      return known.then((at) => {
        if (at > this.clock()) return at;
        this.nextChanges.delete(aggregate);
        return this.nextChange(aggregate);
      });
    }
    const asked = (this.schedules.get(aggregate) as NextScheduledChange)().then(
      (next) => next?.getTime() ?? Infinity,
      // Unknown: keep answers briefly rather than forever, and ask again then.
      () => this.clock() + 60_000,
    );
    this.nextChanges.set(aggregate, asked);
    return asked;
  }

  private unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
