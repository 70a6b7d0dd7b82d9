import type { Worker } from 'bullmq';
import { createMigratedDataSource, testDatabaseKinds, type TestDatabaseKind } from '../testing/test-databases.js';
import { BullMqJobQueue } from './bullmq-job-queue.js';
import { DatabaseJobStore } from './database-job-store.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import { MemoryJobStore } from './job-store.js';
import { jobQueueMigrations } from './migrations/index.js';
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
    'test.abortable': { label: string };
    'test.unhandled': { anything: string };
  }
}

/** Small, so retries take tens of milliseconds: exponential waits of 40 ms, then 80 ms. */
const backoffDelayMs = 40;
const handledJobs: JobName[] = ['test.echo', 'test.flaky', 'test.broken', 'test.unrecoverable', 'test.slow', 'test.abortable'];

type QueueUnderTest = JobQueue & JobConsumer;

interface OpenOptions {
  readonly shutdownGraceMs?: number;
}

/** Where an adapter keeps its jobs: queues opened on it in turn share them, as a process started again would. */
interface QueueBackend {
  open(registry: JobHandlerRegistry, options?: OpenOptions): QueueUnderTest;
  /** Stops a queue as a killed process stops: nothing more is written, nothing is put back. */
  crash(queue: QueueUnderTest): Promise<void>;
  /** Closes the queues opened (not the crashed ones) and forgets every job. */
  reset(): Promise<void>;
  dispose(): Promise<void>;
}

interface AdapterKind {
  readonly name: string;
  readonly skipReason?: string;
  /** Whether its jobs outlive the queue instance: the restart cases run only then. */
  readonly durable: boolean;
  connect(): Promise<QueueBackend>;
}

/** Tracks the queues a backend opened, so a reset closes them, except crashed ones (a dead process closes nothing). */
function openedQueues() {
  const open = new Set<QueueUnderTest>();
  return {
    add<Q extends QueueUnderTest>(queue: Q): Q {
      open.add(queue);
      return queue;
    },
    forget: (queue: QueueUnderTest) => open.delete(queue),
    async closeAll() {
      await Promise.all([...open].map((queue) => queue.close()));
      open.clear();
    },
  };
}

const inProcessInMemory: AdapterKind = {
  name: 'in-process, in memory',
  durable: false,
  async connect() {
    const queues = openedQueues();
    let store = new MemoryJobStore();
    return {
      open: (registry, { shutdownGraceMs } = {}) => queues.add(new InProcessJobQueue({ registry, store, defaults: { backoffDelayMs }, shutdownGraceMs })),
      crash: async (queue) => void queues.forget(queue),
      async reset() {
        await queues.closeAll();
        store = new MemoryJobStore();
      },
      dispose: () => queues.closeAll(),
    };
  },
};

const inProcessOnDatabase = (database: TestDatabaseKind): AdapterKind => ({
  name: `in-process, on ${database.name}`,
  durable: true,
  async connect() {
    const queues = openedQueues();
    const { dataSource, dispose } = await createMigratedDataSource(database, jobQueueMigrations, []);
    const store = new DatabaseJobStore(dataSource);
    return {
      open: (registry, { shutdownGraceMs } = {}) => queues.add(new InProcessJobQueue({ registry, store, defaults: { backoffDelayMs }, shutdownGraceMs })),
      // Its running handler is left hanging for good, so it never writes again: as good as a killed process.
      crash: async (queue) => void queues.forget(queue),
      async reset() {
        await queues.closeAll();
        await dataSource.query('DELETE FROM "background_jobs"');
      },
      async dispose() {
        await queues.closeAll();
        await dispose();
      },
    };
  },
});

/**
 * How soon BullMQ takes over the job of a consumer that died (the in-process queue does at its start). Every
 * consumer on a prefix gets the same: the first one's stalled check holds the others' off for its interval.
 */
const lockDurationMs = 500;

const bullmq = (redisUrl: string): AdapterKind => ({
  name: 'BullMQ',
  durable: true,
  async connect() {
    const queues = openedQueues();
    const crashed = new Set<QueueUnderTest>();
    const prefix = uniqueQueuePrefix();
    return {
      open: (registry, { shutdownGraceMs } = {}) => queues.add(new BullMqJobQueue({ redisUrl, registry, prefix, defaults: { backoffDelayMs }, lockDurationMs, shutdownGraceMs })),
      async crash(queue) {
        // A killed process: its worker stops without finishing the job or renewing its lock, which expires.
        // (The worker is the adapter's own; reaching it is the test's way to kill only it.)
        await (queue as unknown as { worker?: Worker }).worker?.close(true);
        crashed.add(queue);
      },
      async reset() {
        await queues.closeAll();
        crashed.clear();
        await deleteQueueKeys(redisUrl, prefix);
      },
      async dispose() {
        await queues.closeAll();
        await deleteQueueKeys(redisUrl, prefix);
      },
    };
  },
});

/**
 * In-process in memory and on PGlite always, on PostgreSQL with TEST_DATABASE_URL; BullMQ on real Redis
 * with TEST_REDIS_URL. A missing service is a failure instead of a skip in CI.
 */
function adapterKinds(): AdapterKind[] {
  const inProcess = [inProcessInMemory, ...testDatabaseKinds().map(inProcessOnDatabase)];
  const redis = redisTestTarget();
  if (redis.available) return [...inProcess, bullmq(redis.url)];
  const missing: AdapterKind = { name: 'BullMQ', durable: true, connect: () => Promise.reject(new Error(missingRedisMessage)) };
  return [...inProcess, redis.required ? missing : { ...missing, skipReason: 'set TEST_REDIS_URL to run' }];
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
    let backend: QueueBackend;
    let queue: QueueUnderTest;
    let releaseSlow: () => void;
    /** While true, 'test.abortable' runs until its signal stops it, as a render runs until it is killed. */
    let holdUntilAborted: boolean;

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
      registry.register('test.abortable', async (payload, job) => {
        record('test.abortable', payload, job);
        if (holdUntilAborted) await new Promise((_resolve, reject) => job.signal.addEventListener('abort', () => reject(new Error('the render was killed'))));
        return payload.label;
      });
      return registry;
    }

    beforeAll(async () => {
      backend = await kind.connect();
    });

    afterAll(() => backend?.dispose());

    beforeEach(async () => {
      calls = [];
      holdUntilAborted = true;
      queue = backend.open(registryWithHandlers());
      await queue.startConsuming();
    });

    afterEach(async () => {
      releaseSlow?.();
      await backend?.reset();
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

    it('lists the payloads of the jobs of a kind it keeps, whatever their state', async () => {
      const done = await queue.enqueue('test.echo', { text: 'done' });
      await waitForJob(queue, done.id);
      await queue.enqueue('test.echo', { text: 'later' }, { delayMs: 60_000 });
      await queue.enqueue('test.broken', { reason: 'another kind' }, { delayMs: 60_000 });

      const payloads = await queue.keptPayloads('test.echo');

      expect(payloads).toHaveLength(2);
      expect(payloads).toEqual(expect.arrayContaining([{ text: 'done' }, { text: 'later' }]));
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
      const other = backend.open(registryWithHandlers([...handledJobs, 'test.unhandled']));

      const started = other.startConsuming();

      await expect(started).rejects.toBeInstanceOf(MissingJobHandlerError);
      await expect(started).rejects.toThrow("No handler registered for job 'test.unhandled'");
    });

    it('is healthy while open and not once closed', async () => {
      await expect(queue.isHealthy()).resolves.toBe(true);

      await queue.close();

      await expect(queue.isHealthy()).resolves.toBe(false);
    });

    // Issue 22: a job accepted is never lost to a restart. Each case stops the queue the test began with and
    // plays two processes, one after the other, over the same store.
    (kind.durable ? describe : describe.skip)('across a restart', () => {
      const restartTimeoutMs = 15_000;

      beforeEach(() => queue.close());

      it('runs a job added before the restart once, after it, and answers its state meanwhile', async () => {
        const before = backend.open(registryWithHandlers());
        const { id } = await before.enqueue('test.echo', { text: 'accepted' }, { jobId: 'upload-7' });
        await before.close();

        const after = backend.open(registryWithHandlers());
        expect(await after.getJob(id)).toMatchObject({ id, name: 'test.echo', state: 'waiting', attemptsMade: 0 });
        await after.startConsuming();

        await expect(waitForJob(after, id)).resolves.toMatchObject({ state: 'completed', attemptsMade: 1, result: { echoed: 'accepted', attempt: 1 } });
        expect((await after.enqueue('test.echo', { text: 'again' }, { jobId: 'upload-7' })).id).toBe('upload-7');
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(calls.map((call) => call.payload)).toEqual([{ text: 'accepted' }]);
      });

      it('runs a job that was running when its process was killed again, to one completion', async () => {
        const killed = backend.open(registryWithHandlers());
        await killed.startConsuming();
        const { id } = await killed.enqueue('test.slow', { label: 'first' });
        await waitForJob(killed, id, (job) => job.state === 'active');

        await backend.crash(killed);
        const after = backend.open(registryWithHandlers());
        expect(await after.getJob(id)).toMatchObject({ id, state: expect.stringMatching(/^(active|waiting)$/) });
        await after.startConsuming();
        await waitForJob(after, id, () => calls.length === 2, restartTimeoutMs);
        releaseSlow();

        await expect(waitForJob(after, id)).resolves.toMatchObject({ state: 'completed', attemptsMade: 1, result: 'first' });
        expect(calls.map((call) => `${call.name} try ${call.context.attempt}`)).toEqual(['test.slow:start try 1', 'test.slow:start try 1', 'test.slow:end try 1']);
      });

      it('keeps a delayed job to its time across the restart', async () => {
        const before = backend.open(registryWithHandlers());
        const enqueuedAt = Date.now();
        const { id } = await before.enqueue('test.echo', { text: 'scheduled' }, { delayMs: 1500 });
        await before.close();
        await new Promise((resolve) => setTimeout(resolve, 500));

        const after = backend.open(registryWithHandlers());
        await after.startConsuming();
        expect(await after.getJob(id)).toMatchObject({ state: 'delayed' });

        await expect(waitForJob(after, id)).resolves.toMatchObject({ state: 'completed', result: { echoed: 'scheduled', attempt: 1 } });
        const ranAfter = calls[0].at - enqueuedAt;
        expect(ranAfter).toBeGreaterThanOrEqual(1495);
        // Not its delay over again from the restart (500 ms + 1500 ms).
        expect(ranAfter).toBeLessThan(1900);
      });

      it('runs a job a shutdown stopped after its grace again after the restart, its try not counted', async () => {
        const stopping = backend.open(registryWithHandlers(), { shutdownGraceMs: 100 });
        await stopping.startConsuming();
        const { id } = await stopping.enqueue('test.abortable', { label: 'a long render' }, { attempts: 2 });
        await waitForJob(stopping, id, (job) => job.state === 'active');

        await stopping.close();
        holdUntilAborted = false;
        const after = backend.open(registryWithHandlers());
        expect(await after.getJob(id)).toMatchObject({ state: 'waiting', attemptsMade: 0 });
        await after.startConsuming();

        await expect(waitForJob(after, id, undefined, restartTimeoutMs)).resolves.toMatchObject({ state: 'completed', attemptsMade: 1, result: 'a long render' });
        expect(calls.map((call) => call.context.attempt)).toEqual([1, 1]);
      });
    });
  });
}
