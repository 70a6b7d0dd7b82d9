import { BullMqJobQueue } from './bullmq-job-queue.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import { JobHandlerRegistry, MissingJobHandlerError } from './job-handler-registry.js';
import type { JobName } from './job-payloads.js';
import { UnrecoverableJobError, type JobConsumer, type JobContext, type JobQueue } from './job-queue.js';
import { deleteQueueKeys, missingRedisMessage, redisTestTarget, uniqueQueuePrefix, waitForJob } from './testing/index.js';

declare module './job-payloads.js' {
  interface JobPayloads {
    'test.echo': { text: string; sentAt?: Date };
    'test.flaky': { succeedOnAttempt: number };
    'test.broken': { reason: string };
    'test.unrecoverable': { reason: string };
    'test.slow': { label: string };
    'test.unhandled': { anything: string };
  }
}

/** Small, so retries take tens of milliseconds: exponential waits of 40 ms, then 80 ms. */
const backoffDelayMs = 40;
const handledJobs: JobName[] = ['test.echo', 'test.flaky', 'test.broken', 'test.unrecoverable', 'test.slow'];

type QueueUnderTest = JobQueue & JobConsumer;

interface AdapterKind {
  readonly name: string;
  readonly skipReason?: string;
  create(registry: JobHandlerRegistry): Promise<{ queue: QueueUnderTest; dispose(): Promise<void> }>;
}

const inProcess: AdapterKind = {
  name: 'in-process',
  async create(registry) {
    const queue = new InProcessJobQueue({ registry, defaults: { backoffDelayMs } });
    return { queue, dispose: () => queue.close() };
  },
};

const bullmq = (redisUrl: string): AdapterKind => ({
  name: 'BullMQ',
  async create(registry) {
    const prefix = uniqueQueuePrefix();
    const queue = new BullMqJobQueue({ redisUrl, registry, prefix, defaults: { backoffDelayMs } });
    return {
      queue,
      async dispose() {
        await queue.close();
        await deleteQueueKeys(redisUrl, prefix);
      },
    };
  },
});

/** In-process always; BullMQ on real Redis when TEST_REDIS_URL is set, and a failure instead of a skip in CI. */
function adapterKinds(): AdapterKind[] {
  const redis = redisTestTarget();
  if (redis.available) return [inProcess, bullmq(redis.url)];
  const missing: AdapterKind = { name: 'BullMQ', create: () => Promise.reject(new Error(missingRedisMessage)) };
  return [inProcess, redis.required ? missing : { ...missing, skipReason: 'set TEST_REDIS_URL to run' }];
}

interface Call {
  readonly name: string;
  readonly payload: unknown;
  readonly context: Omit<JobContext, 'reportProgress' | 'signal'>;
  readonly at: number;
}

for (const kind of adapterKinds()) {
  const title = `JobQueue contract: ${kind.name}${kind.skipReason ? ` (${kind.skipReason})` : ''}`;
  (kind.skipReason ? describe.skip : describe)(title, () => {
    let calls: Call[];
    let queue: QueueUnderTest;
    let dispose: () => Promise<void>;
    let releaseSlow: () => void;

    const record = (name: string, payload: unknown, { jobId, attempt, maxAttempts }: JobContext): void => {
      calls.push({ name, payload, context: { jobId, attempt, maxAttempts }, at: Date.now() });
    };

    function registryWithHandlers(expected: readonly JobName[] = handledJobs): JobHandlerRegistry {
      const registry = new JobHandlerRegistry(expected);
      registry.register('test.echo', async (payload, job) => {
        record('test.echo', payload, job);
        await job.reportProgress(50, payload.text === 'staged' ? 'Halfway there' : undefined);
        return { echoed: payload.text, attempt: job.attempt };
      });
      registry.register('test.flaky', async (payload, job) => {
        record('test.flaky', payload, job);
        if (job.attempt < payload.succeedOnAttempt) throw new Error(`flaked on try ${job.attempt}`);
        return { succeededOn: job.attempt };
      });
      registry.register('test.broken', async (payload, job) => {
        record('test.broken', payload, job);
        throw new Error(`broken: ${payload.reason}`);
      });
      registry.register('test.unrecoverable', async (payload, job) => {
        record('test.unrecoverable', payload, job);
        throw new UnrecoverableJobError(payload.reason);
      });
      registry.register('test.slow', async (payload, job) => {
        record('test.slow:start', payload, job);
        if (payload.label === 'first') await new Promise<void>((resolve) => (releaseSlow = resolve));
        record('test.slow:end', payload, job);
        return payload.label;
      });
      return registry;
    }

    beforeEach(async () => {
      calls = [];
      ({ queue, dispose } = await kind.create(registryWithHandlers()));
      await queue.startConsuming();
    });

    afterEach(async () => {
      releaseSlow?.();
      await dispose?.();
    });

    it('runs the handler with the payload and keeps its result once completed', async () => {
      const { id } = await queue.enqueue('test.echo', { text: 'hello' });

      const job = await waitForJob(queue, id);

      expect(job).toEqual({ id, name: 'test.echo', state: 'completed', progress: 50, attemptsMade: 1, maxAttempts: 3, result: { echoed: 'hello', attempt: 1 } });
      expect(calls).toEqual([{ name: 'test.echo', payload: { text: 'hello' }, context: { jobId: id, attempt: 1, maxAttempts: 3 }, at: expect.any(Number) }]);
    });

    it('keeps the step a handler names with its progress', async () => {
      const { id } = await queue.enqueue('test.echo', { text: 'staged' });

      expect(await waitForJob(queue, id)).toMatchObject({ state: 'completed', progress: 50, stage: 'Halfway there' });
    });

    it('holds a job enqueued with a delay until its time, showing it delayed meanwhile', async () => {
      const enqueuedAt = Date.now();
      const { id } = await queue.enqueue('test.echo', { text: 'later' }, { delayMs: 400 });

      expect(await queue.getJob(id)).toMatchObject({ state: 'delayed' });
      expect(await waitForJob(queue, id)).toMatchObject({ state: 'completed', result: { echoed: 'later', attempt: 1 } });
      expect(calls[0].at - enqueuedAt).toBeGreaterThanOrEqual(390);
    });

    it('refuses a negative delay', async () => {
      await expect(queue.enqueue('test.echo', { text: 'x' }, { delayMs: -1 })).rejects.toThrow(RangeError);
    });

    it('hands the handler the payload as JSON, as it would come back from Redis', async () => {
      const { id } = await queue.enqueue('test.echo', { text: 'dated', sentAt: new Date('2026-01-02T03:04:05.000Z') });

      await waitForJob(queue, id);

      expect(calls[0].payload).toEqual({ text: 'dated', sentAt: '2026-01-02T03:04:05.000Z' });
    });

    it('retries a failing handler with exponential backoff until it succeeds on the third try', async () => {
      const { id } = await queue.enqueue('test.flaky', { succeedOnAttempt: 3 });

      const job = await waitForJob(queue, id);

      expect(job).toMatchObject({ state: 'completed', attemptsMade: 3, result: { succeededOn: 3 } });
      expect(job.failedReason).toBeUndefined();
      expect(calls.map((call) => call.context.attempt)).toEqual([1, 2, 3]);
      const [first, second, third] = calls.map((call) => call.at);
      // Timers may fire a millisecond early against Date.now(): allow a little slack.
      expect(second - first).toBeGreaterThanOrEqual(backoffDelayMs - 5);
      expect(third - second).toBeGreaterThanOrEqual(2 * backoffDelayMs - 5);
    });

    it('shows a job waiting out its backoff as delayed, with the reason it is being retried', async () => {
      const { id } = await queue.enqueue('test.flaky', { succeedOnAttempt: 2 }, { backoffDelayMs: 400 });

      const delayed = await waitForJob(queue, id, (job) => job.state === 'delayed');

      expect(delayed).toMatchObject({ state: 'delayed', attemptsMade: 1, failedReason: 'flaked on try 1' });
      await expect(waitForJob(queue, id)).resolves.toMatchObject({ state: 'completed', attemptsMade: 2 });
    });

    it('ends an always-failing job as failed with the reason, after the default three tries', async () => {
      const { id } = await queue.enqueue('test.broken', { reason: 'disk full' });

      const job = await waitForJob(queue, id);

      expect(job).toEqual({ id, name: 'test.broken', state: 'failed', progress: 0, attemptsMade: 3, maxAttempts: 3, failedReason: 'broken: disk full' });
      expect(calls).toHaveLength(3);
    });

    it('honours the attempts given at enqueue time', async () => {
      const { id } = await queue.enqueue('test.broken', { reason: 'once' }, { attempts: 1 });

      await expect(waitForJob(queue, id)).resolves.toMatchObject({ state: 'failed', attemptsMade: 1, maxAttempts: 1 });
      expect(calls).toHaveLength(1);
    });

    it('fails at once, without retrying, when the handler throws an UnrecoverableJobError', async () => {
      const { id } = await queue.enqueue('test.unrecoverable', { reason: 'episode deleted' });

      await expect(waitForJob(queue, id)).resolves.toMatchObject({ state: 'failed', attemptsMade: 1, failedReason: 'episode deleted' });
      expect(calls).toHaveLength(1);
    });

    it('adds a job only once per jobId, while that job is kept', async () => {
      const first = await queue.enqueue('test.echo', { text: 'first' }, { jobId: 'upload-42' });
      const second = await queue.enqueue('test.echo', { text: 'second' }, { jobId: 'upload-42' });

      expect(first.id).toBe('upload-42');
      expect(second.id).toBe('upload-42');
      await expect(waitForJob(queue, 'upload-42')).resolves.toMatchObject({ state: 'completed', result: { echoed: 'first', attempt: 1 } });

      const afterCompletion = await queue.enqueue('test.echo', { text: 'third' }, { jobId: 'upload-42' });
      const other = await queue.enqueue('test.echo', { text: 'other' });
      await waitForJob(queue, other.id);

      expect(afterCompletion.id).toBe('upload-42');
      expect(calls.map((call) => call.payload)).toEqual([{ text: 'first' }, { text: 'other' }]);
    });

    it('refuses a jobId that BullMQ could not store', async () => {
      await expect(queue.enqueue('test.echo', { text: 'x' }, { jobId: '42' })).rejects.toThrow(/must not be a whole number/);
      await expect(queue.enqueue('test.echo', { text: 'x' }, { jobId: 'a:b' })).rejects.toThrow(/must not contain ':'/);
    });

    it('answers null for a job it does not know', async () => {
      await expect(queue.getJob('no-such-job')).resolves.toBeNull();
    });

    it('runs one job at a time', async () => {
      const first = await queue.enqueue('test.slow', { label: 'first' });
      const second = await queue.enqueue('test.slow', { label: 'second' });

      await waitForJob(queue, first.id, (job) => job.state === 'active');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await queue.getJob(second.id))?.state).toBe('waiting');
      releaseSlow();

      await waitForJob(queue, second.id);
      expect(calls.map((call) => `${call.name} ${(call.payload as { label: string }).label}`)).toEqual([
        'test.slow:start first',
        'test.slow:end first',
        'test.slow:start second',
        'test.slow:end second',
      ]);
    });

    it('fails a job of a kind with no handler at once, naming the kind, and keeps consuming', async () => {
      const { id } = await queue.enqueue('test.unhandled', { anything: 'x' });
      const next = await queue.enqueue('test.echo', { text: 'still here' });

      await expect(waitForJob(queue, id)).resolves.toMatchObject({
        state: 'failed',
        attemptsMade: 1,
        failedReason: expect.stringContaining("No handler registered for job 'test.unhandled'"),
      });
      await expect(waitForJob(queue, next.id)).resolves.toMatchObject({ state: 'completed' });
    });

    it('refuses to start consuming when an expected job kind has no handler', async () => {
      const other = await kind.create(registryWithHandlers([...handledJobs, 'test.unhandled']));
      try {
        const started = other.queue.startConsuming();
        await expect(started).rejects.toBeInstanceOf(MissingJobHandlerError);
        await expect(started).rejects.toThrow("No handler registered for job 'test.unhandled'");
      } finally {
        await other.dispose();
      }
    });

    it('is healthy while open and not once closed', async () => {
      await expect(queue.isHealthy()).resolves.toBe(true);

      await queue.close();

      await expect(queue.isHealthy()).resolves.toBe(false);
    });
  });
}
