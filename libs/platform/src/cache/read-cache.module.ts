import { Inject, Injectable, Logger, Module, type DynamicModule, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { ContentChanges } from '../domain/content-changes.js';
import { InProcessContentChanges, RedisContentChanges } from './content-change-broadcast.js';
import { PublicReadCache } from './public-read-cache.js';
import { PublicReads } from './public-reads.js';

export interface ReadCacheModuleOptions {
  readonly config: Pick<AppConfig, 'queue'>;
  /** The API serves public reads and keeps the cache; a worker only announces its changes. */
  readonly servesReads: boolean;
  /** Redis channel of the changes; tests pass their own so parallel runs never hear each other. */
  readonly channel?: string;
}

export const defaultContentChangesChannel = 'harmony:content-changes';

@Injectable()
class BroadcastLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(ContentChanges) private readonly changes: ContentChanges) {}

  async onModuleInit(): Promise<void> {
    if (this.changes instanceof RedisContentChanges) await this.changes.start();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.changes instanceof RedisContentChanges) await this.changes.close();
  }
}

/**
 * The read cache (ARCHITECTURE §10) and the ContentChanges port write use cases publish through: in
 * embedded mode in-process; with Redis (REDIS_URL), broadcast to every API process. Global, so a
 * context's use cases and controllers inject either without importing this module.
 */
@Module({})
export class ReadCacheModule {
  static forRoot(options: ReadCacheModuleOptions): DynamicModule {
    const { queue } = options.config;
    return {
      module: ReadCacheModule,
      global: true,
      providers: [
        { provide: PublicReadCache, useFactory: () => new PublicReadCache() },
        PublicReads,
        {
          provide: ContentChanges,
          inject: [PublicReadCache],
          useFactory: (cache: PublicReadCache) => {
            const localCache = options.servesReads ? cache : null;
            if (queue.mode === 'in-process') return new InProcessContentChanges(localCache);
            const logger = new Logger('ContentChanges');
            return new RedisContentChanges({ redisUrl: queue.redisUrl, channel: options.channel ?? defaultContentChangesChannel, cache: localCache, logger: { warn: (message) => logger.warn(message) } });
          },
        },
        BroadcastLifecycle,
      ],
      exports: [PublicReadCache, PublicReads, ContentChanges],
    };
  }
}
