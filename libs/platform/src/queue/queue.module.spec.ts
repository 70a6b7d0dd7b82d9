import { Injectable, Module, type INestApplicationContext, type OnModuleInit } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { BullMqJobQueue } from './bullmq-job-queue.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import { JobHandlerRegistry, MissingJobHandlerError } from './job-handler-registry.js';
import { JobQueue } from './job-queue.js';
import { QueueModule, type QueueModuleOptions } from './queue.module.js';
import { deleteQueueKeys, missingRedisMessage, redisTestTarget, uniqueQueuePrefix, waitForJob } from './testing/index.js';

/** How a context plugs in: a processor that registers its handler when its module initialises. */
@Injectable()
class PingProcessor implements OnModuleInit {
  constructor(private readonly handlers: JobHandlerRegistry) {}

  onModuleInit(): void {
    this.handlers.register('system.ping', async ({ message }) => ({ pong: message }));
  }
}

@Module({ providers: [PingProcessor] })
class PingJobsModule {}

const boot = (options: QueueModuleOptions, withHandlers = true): Promise<INestApplicationContext> => {
  @Module({ imports: [QueueModule.forRoot(options), ...(withHandlers ? [PingJobsModule] : [])] })
  class TestAppModule {}
  return NestFactory.createApplicationContext(TestAppModule, { logger: false, abortOnError: false });
};

describe(QueueModule.name, () => {
  const embedded = { config: { queue: { mode: 'in-process' } }, consumes: ['system.ping'] } as const;

  it('in embedded mode runs jobs in-process with the handlers other modules registered, and closes with the app', async () => {
    const app = await boot({ ...embedded, role: 'both' });
    const queue = app.get(JobQueue);
    expect(queue).toBeInstanceOf(InProcessJobQueue);

    const { id } = await queue.enqueue('system.ping', { message: 'hello' });
    await expect(waitForJob(queue, id)).resolves.toMatchObject({ state: 'completed', result: { pong: 'hello' } });

    await app.close();
    await expect(queue.isHealthy()).resolves.toBe(false);
  });

  it('refuses the producer role in embedded mode, where nothing else would run the jobs', async () => {
    await expect(boot({ ...embedded, role: 'producer' })).rejects.toThrow(/in-process job queue runs jobs in this process, so its role must be 'both'/);
  });

  it('fails start-up when a consumed job kind has no handler', async () => {
    await expect(boot({ ...embedded, role: 'consumer' }, false)).rejects.toThrow(MissingJobHandlerError);
  });

  const redis = redisTestTarget();
  (redis.available || redis.required ? describe : describe.skip)('in bullmq mode (TEST_REDIS_URL)', () => {
    it('as a producer, enqueues to Redis and leaves the jobs to a worker', async () => {
      if (!redis.available) throw new Error(missingRedisMessage);
      const prefix = uniqueQueuePrefix();
      const app = await boot({ config: { queue: { mode: 'bullmq', redisUrl: redis.url } }, role: 'producer', consumes: ['system.ping'], prefix });
      try {
        const queue = app.get(JobQueue);
        expect(queue).toBeInstanceOf(BullMqJobQueue);
        await expect(queue.isHealthy()).resolves.toBe(true);

        const { id } = await queue.enqueue('system.ping', { message: 'for the worker' });
        await new Promise((resolve) => setTimeout(resolve, 100));

        await expect(queue.getJob(id)).resolves.toMatchObject({ state: 'waiting', attemptsMade: 0 });
      } finally {
        await app.close();
        await deleteQueueKeys(redis.url, prefix);
      }
    });
  });
});
