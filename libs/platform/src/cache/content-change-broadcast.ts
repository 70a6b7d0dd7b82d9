import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { ContentChanges, type ContentChange } from '../domain/content-changes.js';
import type { PublicReadCache } from './public-read-cache.js';

export interface BroadcastLogger {
  warn(message: string): void;
}

/** Embedded mode: one process, so a change only has this process's cache to reach. */
export class InProcessContentChanges extends ContentChanges {
  constructor(private readonly cache: PublicReadCache | null) {
    super();
  }

  async publish(change: ContentChange): Promise<void> {
    this.cache?.invalidate(change);
  }
}

interface ChangeMessage {
  readonly origin: string;
  readonly change: ContentChange;
}

const isChange = (value: unknown): value is ChangeMessage => {
  const message = value as Partial<ChangeMessage> | null;
  return typeof message?.origin === 'string' && typeof message.change?.aggregate === 'string' && Array.isArray(message.change.keys);
};

/**
 * Several API processes on one database (behind a load balancer), and workers that write content:
 * a change invalidates this process's cache at once and reaches every other process through Redis
 * pub/sub, in well under a second. A subscriber that lost its connection may have missed changes, so
 * when it is back it empties its cache rather than serve what it cannot vouch for.
 */
export class RedisContentChanges extends ContentChanges {
  private readonly origin = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis | null;
  private everReady = false;

  constructor(
    private readonly options: { readonly redisUrl: string; readonly channel: string; readonly cache: PublicReadCache | null; readonly logger: BroadcastLogger },
  ) {
    super();
    // No offline queue: a write must not wait for Redis; the change then reaches this process only.
    this.publisher = new Redis(options.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.publisher.on('error', () => undefined);
    this.subscriber = options.cache ? new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: null }) : null;
    this.subscriber?.on('error', () => undefined);
  }

  /** Connects and subscribes; resolves once this process will hear the others' changes. */
  async start(): Promise<void> {
    await this.publisher.connect().catch((error: unknown) => this.options.logger.warn(`Content changes cannot be published to Redis yet: ${String(error)}`));
    const { subscriber, options } = this;
    const cache = options.cache;
    if (!subscriber || !cache) return;
    subscriber.on('ready', () => {
      if (this.everReady) cache.clear();
      this.everReady = true;
    });
    subscriber.on('message', (channel: string, text: string) => {
      if (channel !== options.channel) return;
      try {
        const message: unknown = JSON.parse(text);
        if (isChange(message) && message.origin !== this.origin) cache.invalidate(message.change);
      } catch {
        options.logger.warn(`Ignored a malformed content change on ${channel}`);
      }
    });
    await subscriber.connect();
    await subscriber.subscribe(options.channel);
  }

  async publish(change: ContentChange): Promise<void> {
    this.options.cache?.invalidate(change);
    const message: ChangeMessage = { origin: this.origin, change };
    try {
      await this.publisher.publish(this.options.channel, JSON.stringify(message));
    } catch (error) {
      this.options.logger.warn(`A content change (${change.aggregate}) reached this process only: Redis refused it (${String(error)}).`);
    }
  }

  async close(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber?.disconnect();
  }
}
