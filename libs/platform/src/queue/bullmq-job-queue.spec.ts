import { createServer } from 'node:net';
import { Worker } from 'bullmq';
import { BullMqJobQueue, defaultQueueName } from './bullmq-job-queue.js';
import { JobHandlerRegistry } from './job-handler-registry.js';
import { QueueUnavailableError } from './job-queue.js';
import { deleteQueueKeys, redisTestTarget, uniqueQueuePrefix, waitForJob } from './testing/index.js';

/** A loopback port nothing listens on: connections are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe(BullMqJobQueue.name, () => {
  describe('when Redis cannot be reached', () => {
    let sut: BullMqJobQueue;
    const errors: string[] = [];

    beforeEach(async () => {
      const logger = { log: () => {}, warn: () => {}, error: (message: string) => errors.push(message) };
      sut = new BullMqJobQueue({
        redisUrl: `redis://:s3cret@127.0.0.1:${await closedPort()}`,
        registry: new JobHandlerRegistry(),
        connectTimeoutMs: 200,
        logger,
      });
    });

    afterEach(() => sut.close());

    it('reports itself unhealthy without waiting', async () => {
      const started = Date.now();
      await expect(sut.isHealthy()).resolves.toBe(false);
      expect(Date.now() - started).toBeLessThan(1000);
    });

    it('fails an enqueue with QueueUnavailableError instead of hanging, without leaking the password', async () => {
      const enqueued = sut.enqueue('system.ping', { message: 'hello' });

      await expect(enqueued).rejects.toBeInstanceOf(QueueUnavailableError);
      await expect(enqueued).rejects.toThrow(/Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\/? is not reachable/);
    });

    it('fails to start consuming, and still closes promptly', async () => {
      await expect(sut.startConsuming()).rejects.toBeInstanceOf(QueueUnavailableError);

      const started = Date.now();
      await sut.close();
      expect(Date.now() - started).toBeLessThan(1000);
      expect(errors.join('\n')).toContain('ECONNREFUSED');
    });
  });

  const redis = redisTestTarget();
  (redis.available || redis.required ? describe : describe.skip)('on Redis (TEST_REDIS_URL)', () => {
    it('recovers the job of a worker that died mid-job: another consumer takes it over and finishes it', async () => {
      if (!redis.available) throw new Error('TEST_REDIS_URL is required when REQUIRE_SERVICES=1.');
      const prefix = uniqueQueuePrefix();
      const registry = new JobHandlerRegistry(['system.ping']);
      const survivors: string[] = [];
      registry.register('system.ping', async ({ message }) => {
        survivors.push(message);
        return { pong: message };
      });
      const queue = new BullMqJobQueue({ redisUrl: redis.url, registry, prefix, lockDurationMs: 500 });
      // The worker that dies: a bare BullMQ worker that takes the job and never finishes it, then is
      // closed by force, as a killed process would stop, leaving the job active under its lock.
      let taken: () => void = () => undefined;
      const takenJob = new Promise<void>((resolve) => (taken = resolve));
      const doomed = new Worker(defaultQueueName, () => {
        taken();
        return new Promise(() => undefined);
      }, { connection: { url: redis.url, maxRetriesPerRequest: null }, prefix, lockDuration: 500, stalledInterval: 500 });
      try {
        const { id } = await queue.enqueue('system.ping', { message: 'still there?' });
        await takenJob;
        await doomed.close(true);
        expect(await queue.getJob(id)).toMatchObject({ state: 'active' });

        await queue.startConsuming();
        const job = await waitForJob(queue, id, undefined, 15_000);

        expect(job).toMatchObject({ state: 'completed', result: { pong: 'still there?' } });
        expect(survivors).toEqual(['still there?']);
      } finally {
        await doomed.close(true);
        await queue.close();
        await deleteQueueKeys(redis.url, prefix);
      }
    });

    it('on close, stops a job still running after the grace through its signal and puts it back to wait, uncounted, for the next worker', async () => {
      if (!redis.available) throw new Error('TEST_REDIS_URL is required when REQUIRE_SERVICES=1.');
      const prefix = uniqueQueuePrefix();
      const calls: { attempt: number; abortedWith?: unknown }[] = [];
      const consumer = async (handler: (signal: AbortSignal) => Promise<{ pong: string }>) => {
        const registry = new JobHandlerRegistry(['system.ping']);
        registry.register('system.ping', (_payload, job) => {
          const call: { attempt: number; abortedWith?: unknown } = { attempt: job.attempt };
          calls.push(call);
          job.signal.addEventListener('abort', () => (call.abortedWith = job.signal.reason));
          return handler(job.signal);
        });
        const queue = new BullMqJobQueue({ redisUrl: redis.url, registry, prefix, shutdownGraceMs: 100 });
        await queue.startConsuming();
        return queue;
      };
      // A render that only ends when it is told to, as ffmpeg killed by the signal.
      const stopping = await consumer((signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('ffmpeg was killed')))));
      let next: BullMqJobQueue | undefined;
      try {
        const { id } = await stopping.enqueue('system.ping', { message: 'a long render' }, { attempts: 2 });
        await waitForJob(stopping, id, (job) => job.state === 'active');

        await stopping.close();

        expect(calls).toEqual([{ attempt: 1, abortedWith: 'The job queue is shutting down' }]);
        next = await consumer(async () => ({ pong: 'rendered' }));
        const job = await waitForJob(next, id, undefined, 15_000);
        expect(job).toMatchObject({ state: 'completed', attemptsMade: 1, result: { pong: 'rendered' } });
        expect(calls.map((call) => call.attempt)).toEqual([1, 1]);
      } finally {
        await stopping.close();
        await next?.close();
        await deleteQueueKeys(redis.url, prefix);
      }
    });
  });
});
