import { Inject, Injectable, Logger, Module, type BeforeApplicationShutdown, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { BullMqJobQueue } from './bullmq-job-queue.js';
import { DatabaseJobStore } from './database-job-store.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import { JobHandlerRegistry } from './job-handler-registry.js';
import type { JobDefaults } from './job-options.js';
import type { JobName } from './job-payloads.js';
import { JobQueue, type JobConsumer } from './job-queue.js';

/**
 * 'producer': enqueue only (the API in bullmq mode; the worker consumes).
 * 'consumer' / 'both': also run jobs (the worker; the API in embedded mode, which has no worker).
 */
export type QueueRole = 'producer' | 'consumer' | 'both';

export interface QueueModuleOptions {
  readonly config: Pick<AppConfig, 'queue'>;
  readonly role: QueueRole;
  /** Job kinds this process must run when it consumes: start-up fails if one has no registered handler. */
  readonly consumes: readonly JobName[];
  /** Redis key prefix (bullmq mode); tests pass a unique one. */
  readonly prefix?: string;
  /** Retry policy overrides; tests shrink the backoff. */
  readonly defaults?: Partial<JobDefaults>;
  readonly concurrency?: number;
  /** See BullMqJobQueueOptions.lockDurationMs: how soon a dead worker's job is taken over. */
  readonly lockDurationMs?: number;
}

const QUEUE_ROLE = Symbol('QUEUE_ROLE');
const JOB_CONSUMER = Symbol('JOB_CONSUMER');

/** Starts consuming once every module has registered its handlers (onModuleInit), and closes the queue on shutdown. */
@Injectable()
class QueueLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('JobQueue');

  constructor(
    @Inject(JOB_CONSUMER) private readonly consumer: JobQueue & JobConsumer,
    @Inject(QUEUE_ROLE) private readonly role: QueueRole,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.role !== 'producer') await this.consumer.startConsuming();
  }

  // Before the shutdown hooks, so a running job finishes while the database is still open.
  async beforeApplicationShutdown(signal?: string): Promise<void> {
    if (this.role !== 'producer') this.logger.log(`Stopping the job queue${signal ? ` on ${signal}` : ''}: letting the running job finish`);
    await this.consumer.close();
    this.logger.log('Job queue closed');
  }
}

/**
 * `database`: the app's DataSource, when the app has one (with `jobQueueMigrations` run): the in-process queue
 * keeps its jobs there, so they survive a restart. Without one they live in memory.
 */
export function createJobQueue(options: QueueModuleOptions, registry: JobHandlerRegistry, database?: DataSource | null): JobQueue & JobConsumer {
  const logger = new Logger('JobQueue');
  const { queue } = options.config;
  if (queue.mode === 'bullmq') {
    return new BullMqJobQueue({ redisUrl: queue.redisUrl, registry, logger, prefix: options.prefix, defaults: options.defaults, concurrency: options.concurrency, lockDurationMs: options.lockDurationMs });
  }
  if (options.role === 'producer') {
    throw new Error("The in-process job queue runs jobs in this process, so its role must be 'both' (or set REDIS_URL to hand jobs to services/worker).");
  }
  return new InProcessJobQueue({ registry, logger, defaults: options.defaults, ...(database ? { store: new DatabaseJobStore(database) } : {}) });
}

/**
 * Provides the JobQueue port (BullMQ or in-process, from the config) and the JobHandlerRegistry.
 * Global, so a context module injects either without importing this module. A context registers
 * its handlers in onModuleInit: `registry.register('content.process-episode', (payload, job) => useCase.execute(...))`.
 */
@Module({})
export class QueueModule {
  static forRoot(options: QueueModuleOptions): DynamicModule {
    return {
      module: QueueModule,
      global: true,
      providers: [
        { provide: QUEUE_ROLE, useValue: options.role },
        { provide: JobHandlerRegistry, useFactory: () => new JobHandlerRegistry(options.consumes) },
        {
          provide: JOB_CONSUMER,
          inject: [JobHandlerRegistry, { token: DataSource, optional: true }],
          useFactory: (registry: JobHandlerRegistry, database?: DataSource) => createJobQueue(options, registry, database),
        },
        { provide: JobQueue, useExisting: JOB_CONSUMER },
        QueueLifecycle,
      ],
      exports: [JobQueue, JobHandlerRegistry],
    };
  }
}
