import { randomBytes } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { Redis } from 'ioredis';
import { BullMqJobQueue, JobHandlerRegistry, type JobQueue, type JobSnapshot } from '@harmony/platform';
import { loadWorkerConfig } from './worker-config.js';
import { WorkerModule } from './worker.module.js';

const redisUrl = process.env.TEST_REDIS_URL;
const required = process.env.REQUIRE_SERVICES === '1';

async function waitForFinish(queue: JobQueue, id: string, timeoutMs = 10_000): Promise<JobSnapshot | null> {
  const deadline = Date.now() + timeoutMs;
  let job: JobSnapshot | null = null;
  while (Date.now() < deadline) {
    job = await queue.getJob(id);
    if (job?.state === 'completed' || job?.state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return job;
}

async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}

// On a laptop without Redis this is skipped; in CI (REQUIRE_SERVICES=1) a missing TEST_REDIS_URL fails it.
(redisUrl || required ? describe : describe.skip)(`${WorkerModule.name} on Redis (TEST_REDIS_URL)`, () => {
  it('consumes a ping enqueued by a producer and completes it with a pong', async () => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL is required when REQUIRE_SERVICES=1 (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379).');
    const prefix = `harmony-test-${randomBytes(5).toString('hex')}`;
    const config = loadWorkerConfig({ REDIS_URL: redisUrl, LOG_LEVEL: 'silent' });
    const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot({ config, queuePrefix: prefix }), { logger: false, abortOnError: false });
    const producer = new BullMqJobQueue({ redisUrl, prefix, registry: new JobHandlerRegistry() });
    try {
      const { id } = await producer.enqueue('system.ping', { message: 'are you there?' });

      const job = await waitForFinish(producer, id);

      expect(job).toMatchObject({ name: 'system.ping', state: 'completed', attemptsMade: 1, result: { pong: 'are you there?' } });
    } finally {
      await producer.close();
      await worker.close();
      await deleteKeys(redisUrl, prefix);
    }
  });
});
