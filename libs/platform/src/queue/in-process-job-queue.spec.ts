import { createMigratedDataSource, testDatabaseKinds } from '../testing/test-databases.js';
import { DatabaseJobStore } from './database-job-store.js';
import { InProcessJobQueue, MAX_INTERRUPTIONS } from './in-process-job-queue.js';
import { JobHandlerRegistry } from './job-handler-registry.js';
import type { JobHandler } from './job-queue.js';
import { jobQueueMigrations } from './migrations/index.js';
import { waitForJob } from './testing/index.js';

describe(InProcessJobQueue.name, () => {
  let registry: JobHandlerRegistry;
  let sut: InProcessJobQueue;

  beforeEach(() => {
    registry = new JobHandlerRegistry(['system.ping']);
  });

  afterEach(() => sut.close());

  const start = async (handler: JobHandler<'system.ping'>, options: { maxFinishedJobs?: number; shutdownGraceMs?: number } = {}) => {
    registry.register('system.ping', handler);
    sut = new InProcessJobQueue({ registry, defaults: { backoffDelayMs: 5 }, ...options });
    await sut.startConsuming();
  };

  it('keeps jobs enqueued before it starts consuming, and runs them once it does', async () => {
    registry.register('system.ping', async ({ message }) => ({ pong: message }));
    sut = new InProcessJobQueue({ registry });
    const { id } = await sut.enqueue('system.ping', { message: 'early' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await sut.getJob(id))?.state).toBe('waiting');

    await sut.startConsuming();

    await expect(waitForJob(sut, id)).resolves.toMatchObject({ state: 'completed', result: { pong: 'early' } });
  });

  it('fails the job, not the process, when a handler throws synchronously', async () => {
    await start((() => {
      throw new Error('sync boom');
    }) as unknown as JobHandler<'system.ping'>);

    const { id } = await sut.enqueue('system.ping', { message: 'x' }, { attempts: 2 });

    await expect(waitForJob(sut, id)).resolves.toMatchObject({ state: 'failed', attemptsMade: 2, failedReason: 'sync boom' });
  });

  it('stores progress reported by the handler, clamped to 0–100', async () => {
    await start(async (_, job) => {
      await job.reportProgress(140);
      return null;
    });

    const { id } = await sut.enqueue('system.ping', { message: 'x' });

    await expect(waitForJob(sut, id)).resolves.toMatchObject({ progress: 100, result: null });
  });

  it('on close, lets the running job finish, drops pending retries and refuses new jobs', async () => {
    let finish = () => {};
    const attempts: number[] = [];
    await start(async ({ message }, job) => {
      attempts.push(job.attempt);
      if (message === 'slow') await new Promise<void>((resolve) => (finish = resolve));
      if (message === 'flaky') throw new Error('again');
      return message;
    });
    const flaky = await sut.enqueue('system.ping', { message: 'flaky' }, { backoffDelayMs: 50 });
    await waitForJob(sut, flaky.id, (job) => job.state === 'delayed');
    const slow = await sut.enqueue('system.ping', { message: 'slow' });
    await waitForJob(sut, slow.id, (job) => job.state === 'active');

    const closed = sut.close();
    finish();
    await closed;

    expect((await sut.getJob(slow.id))?.state).toBe('completed');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(attempts).toEqual([1, 1]);
    await expect(sut.enqueue('system.ping', { message: 'late' })).rejects.toThrow('The job queue is closed');
    await expect(sut.isHealthy()).resolves.toBe(false);
  });

  it('on close, stops a job still running after the grace through its signal, without counting the try', async () => {
    const seen: { attempt: number; abortedWith?: unknown }[] = [];
    await start(
      (_payload, job) =>
        new Promise((_resolve, reject) => {
          const call: { attempt: number; abortedWith?: unknown } = { attempt: job.attempt };
          seen.push(call);
          job.signal.addEventListener('abort', () => {
            call.abortedWith = job.signal.reason;
            reject(new Error('ffmpeg was killed'));
          });
        }),
      { shutdownGraceMs: 50 },
    );
    const { id } = await sut.enqueue('system.ping', { message: 'a long render' });
    await waitForJob(sut, id, (job) => job.state === 'active');

    await sut.close();

    expect(seen).toEqual([{ attempt: 1, abortedWith: 'The job queue is shutting down' }]);
    expect(await sut.getJob(id)).toMatchObject({ state: 'waiting', attemptsMade: 0 });
  });

  it('forgets the oldest finished jobs beyond its retention count', async () => {
    await start(async ({ message }) => message, { maxFinishedJobs: 2 });

    const ids: string[] = [];
    for (const message of ['a', 'b', 'c']) {
      const { id } = await sut.enqueue('system.ping', { message });
      await waitForJob(sut, id);
      ids.push(id);
    }

    expect(await sut.getJob(ids[0])).toBeNull();
    expect(await sut.getJob(ids[1])).not.toBeNull();
    expect(await sut.getJob(ids[2])).not.toBeNull();
  });

  it('holds a job delayed beyond what one timer can wait (about 24.8 days) until its time', async () => {
    const ran: string[] = [];
    await start(async ({ message }) => {
      ran.push(message);
      return message;
    });

    const { id } = await sut.enqueue('system.ping', { message: 'in a month' }, { delayMs: 30 * 24 * 60 * 60 * 1000 });
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(await sut.getJob(id)).toMatchObject({ state: 'delayed' });
    expect(ran).toEqual([]);
  });

  it('fails a job that its process stopped with, while running, more than once, rather than run it yet again', async () => {
    const { dataSource, dispose } = await createMigratedDataSource(testDatabaseKinds()[0], jobQueueMigrations, []); // PGlite
    const store = new DatabaseJobStore(dataSource);
    const starts: number[] = [];
    // Each process dies while the job runs: its handler never returns, and the process is never closed.
    const process = async () => {
      const handlers = new JobHandlerRegistry(['system.ping']);
      handlers.register('system.ping', (_payload, job) => {
        starts.push(job.attempt);
        return new Promise(() => undefined);
      });
      const queue = new InProcessJobQueue({ registry: handlers, store });
      await queue.startConsuming();
      return queue;
    };
    let third: InProcessJobQueue | undefined;
    try {
      const first = await process();
      const { id } = await first.enqueue('system.ping', { message: 'takes the process down' });
      await waitForJob(first, id, () => starts.length === 1);
      const second = await process();
      await waitForJob(second, id, () => starts.length === 2);

      third = await process();

      await expect(waitForJob(third, id)).resolves.toMatchObject({
        state: 'failed',
        attemptsMade: 0,
        failedReason: `The job was interrupted ${MAX_INTERRUPTIONS + 1} times by the process stopping while it ran, so it is not run again`,
      });
      expect(starts).toEqual([1, 1]);
    } finally {
      await third?.close();
      await dispose();
    }
  });
});
