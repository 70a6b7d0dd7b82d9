import { Logger, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { MemoryStore, type ClientRateLimitInfo, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';

/**
 * Where the rate limits count. Each limit asks for a store of its own by name (express-rate-limit
 * refuses a store shared by two limiters): in embedded mode in this process's memory; with Redis
 * (REDIS_URL) in Redis, so every API process enforces one limit per visitor.
 */
export abstract class RateLimitStores {
  abstract storeFor(limit: string): Store;
}

class InProcessRateLimitStores extends RateLimitStores {
  storeFor(): Store {
    return new MemoryStore();
  }
}

export interface OutageLogger {
  warn(message: string): void;
  log(message: string): void;
}

/** Says once when Redis stops counting, and once when it counts again: not once per request. */
export class RedisOutage {
  private down = false;

  constructor(private readonly logger: OutageLogger) {}

  began(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.logger.warn(`Rate limits count in each process's memory until Redis answers again (${String(error)}).`);
  }

  over(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.log('Rate limits count in Redis again.');
  }
}

/** Only an existing count goes down: a DECR after the window expired would leave a key without expiry. */
const DECREMENT_EXISTING = "if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0";

/**
 * One limit's counts in Redis: a key per client, created with the window as its expiry. Redis down or
 * paused (a command unanswered within the client's timeout) never fails or stalls a request: the counts
 * go on in this process's memory, as in embedded mode, until Redis answers again. A visitor then gets at
 * most one limit per process, never none; forms and page views are stored in the database, not refused.
 */
export class RedisRateLimitStore implements Store {
  readonly localKeys = false;
  private readonly inProcess = new MemoryStore();
  private windowMs = 60_000;

  constructor(
    private readonly redis: Redis,
    readonly prefix: string,
    private readonly outage: RedisOutage,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    this.inProcess.init(options);
  }

  async increment(key: string): Promise<IncrementResponse> {
    return this.counted(
      async () => {
        const counted = this.prefix + key;
        // Atomic: the first hit of a window creates the key with its expiry; later hits keep it.
        const results = await this.redis.multi().set(counted, 0, 'PX', this.windowMs, 'NX').incr(counted).pttl(counted).exec();
        const [, [hitsError, totalHits], [ttlError, remainingMs]] = results as [unknown, [Error | null, number], [Error | null, number]];
        if (hitsError ?? ttlError) throw hitsError ?? ttlError;
        return { totalHits, resetTime: new Date(Date.now() + Math.max(remainingMs, 0)) };
      },
      () => this.inProcess.increment(key),
    );
  }

  async decrement(key: string): Promise<void> {
    await this.counted(
      async () => void (await this.redis.eval(DECREMENT_EXISTING, 1, this.prefix + key)),
      () => this.inProcess.decrement(key),
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.counted(
      async () => void (await this.redis.del(this.prefix + key)),
      () => this.inProcess.resetKey(key),
    );
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.counted(
      async () => {
        const [hits, remainingMs] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
        return hits === null ? undefined : { totalHits: Number(hits), resetTime: new Date(Date.now() + Math.max(remainingMs, 0)) };
      },
      () => this.inProcess.get(key),
    );
  }

  shutdown(): void {
    this.inProcess.shutdown();
  }

  private async counted<T>(inRedis: () => Promise<T>, inProcess: () => Promise<T> | T): Promise<T> {
    try {
      const result = await inRedis();
      this.outage.over();
      return result;
    } catch (error) {
      this.outage.began(error);
      return inProcess();
    }
  }
}

/** How long a rate limit waits for Redis before counting in memory: a paused Redis must not stall sign-ins and beacons. */
const REDIS_ANSWER_TIMEOUT_MS = 250;

export class RedisRateLimitStores extends RateLimitStores implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly outage: RedisOutage;

  constructor(
    redisUrl: string,
    private readonly keyPrefix: string,
    logger: OutageLogger,
  ) {
    super();
    // No offline queue: while Redis is away a request is counted in memory at once, never queued behind it.
    this.redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: REDIS_ANSWER_TIMEOUT_MS });
    this.redis.on('error', () => undefined);
    this.outage = new RedisOutage(logger);
  }

  storeFor(limit: string): Store {
    return new RedisRateLimitStore(this.redis, `${this.keyPrefix}:${limit}:`, this.outage);
  }

  /** Resolves once Redis answers (tests; requests never wait for it). */
  async ready(): Promise<void> {
    if (this.redis.status !== 'ready') await new Promise((resolve) => this.redis.once('ready', resolve));
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

export const defaultRateLimitPrefix = 'harmony:rate-limit';

export interface RateLimitModuleOptions {
  readonly config: Pick<AppConfig, 'queue'>;
  /** Redis key prefix of the counts; tests pass their own, shared by the processes that must share a limit. */
  readonly prefix?: string;
}

/** The rate limits' stores (ARCHITECTURE: platform), global so each context's limits inject RateLimitStores. */
@Module({})
export class RateLimitModule {
  static forRoot({ config, prefix = defaultRateLimitPrefix }: RateLimitModuleOptions): DynamicModule {
    const { queue } = config;
    return {
      module: RateLimitModule,
      global: true,
      providers: [
        {
          provide: RateLimitStores,
          useFactory: (): RateLimitStores => (queue.mode === 'bullmq' ? new RedisRateLimitStores(queue.redisUrl, prefix, new Logger('RateLimits')) : new InProcessRateLimitStores()),
        },
      ],
      exports: [RateLimitStores],
    };
  }
}
