import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { Redis } from 'ioredis';
import { BullMqJobQueue, JobHandlerRegistry, type JobQueue, type JobSnapshot } from '@harmony/platform';
import { primaryTestDatabaseKind } from '@harmony/platform/testing';
import { loadWorkerConfig } from './worker-config.js';
import { WorkerModule } from './worker.module.js';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
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
((redisUrl && databaseUrl) || required ? describe : describe.skip)(`${WorkerModule.name} on Redis and PostgreSQL (TEST_REDIS_URL, TEST_DATABASE_URL)`, () => {
  it('consumes a ping enqueued by a producer and completes it with a pong', async () => {
    if (!redisUrl || !databaseUrl) throw new Error('TEST_REDIS_URL and TEST_DATABASE_URL are required when REQUIRE_SERVICES=1 (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379).');
    const prefix = `harmony-test-${randomBytes(5).toString('hex')}`;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'harmony-worker-'));
    const config = loadWorkerConfig({ REDIS_URL: redisUrl, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    // The worker never migrates: an empty schema of its own is enough for a ping.
    const database = await primaryTestDatabaseKind().create();
    const worker = await NestFactory.createApplicationContext(
      WorkerModule.forRoot({ config, queuePrefix: prefix, databaseSchema: database.target.schema, contentChangesChannel: `${prefix}:changes` }),
      { logger: false, abortOnError: false },
    );
    const producer = new BullMqJobQueue({ redisUrl, prefix, registry: new JobHandlerRegistry() });
    try {
      const { id } = await producer.enqueue('system.ping', { message: 'are you there?' });

      const job = await waitForFinish(producer, id);

      expect(job).toMatchObject({ name: 'system.ping', state: 'completed', attemptsMade: 1, result: { pong: 'are you there?' } });
    } finally {
      await producer.close();
      await worker.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
      await deleteKeys(redisUrl, prefix);
    }
  });
});
