import { JobHandlerRegistry, noHandlerReason } from './job-handler-registry.js';
import { failureMessage, finishedJobRetention, jobDefaults, progressToStore, readProgress, resolveJobOptions, retryDelayMs, type JobDefaults } from './job-options.js';
import type { JobName, JobPayloads } from './job-payloads.js';
import { DEFAULT_SHUTDOWN_GRACE_MS, JobQueue, SHUTTING_DOWN, UnrecoverableJobError, type EnqueueOptions, type EnqueuedJob, type JobConsumer, type JobSnapshot } from './job-queue.js';
import { MemoryJobStore, visibleState, type JobStore, type StoredJob } from './job-store.js';
import { silentQueueLogger, type QueueLogger } from './queue-logger.js';

export interface InProcessJobQueueOptions {
  readonly registry: JobHandlerRegistry;
  /** Where jobs are kept: the app's database (DatabaseJobStore) so they outlive the process; in memory by default. */
  readonly store?: JobStore;
  readonly defaults?: Partial<JobDefaults>;
  readonly logger?: QueueLogger;
  /** Finished jobs kept for getJob; older ones beyond this count are forgotten. */
  readonly maxFinishedJobs?: number;
  /** How long `close` lets the running job go on before aborting its signal (DEFAULT_SHUTDOWN_GRACE_MS). */
  readonly shutdownGraceMs?: number;
}

/**
 * How many times a job may be found interrupted by a crash before it fails rather than run again (BullMQ's
 * maxStalledCount): a job that takes its process down with it must not do so at every start.
 */
export const MAX_INTERRUPTIONS = 1;

/** How soon the queue asks its store again after the store failed. */
const STORE_RETRY_MS = 5_000;

/** setTimeout fires at once beyond this (about 24.8 days): a later wake-up is armed again when it fires. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Embedded mode's queue: jobs run in this process one at a time, with the same handlers, retry and
 * backoff semantics as BullMQ. Its store holds every job; in the app that is the database, so a job
 * accepted before a crash or a stop runs after the next start (one running at a crash runs again from the
 * start, as BullMQ runs a stalled job again). A failing handler fails its job, never the process.
 */
export class InProcessJobQueue extends JobQueue implements JobConsumer {
  private readonly registry: JobHandlerRegistry;
  private readonly store: JobStore;
  private readonly defaults: JobDefaults;
  private readonly logger: QueueLogger;
  private readonly maxFinishedJobs: number;
  private readonly shutdownGraceMs: number;
  /** Aborts the running job's signal. */
  private running: AbortController | undefined;
  /** Fires when the earliest delayed job is due. */
  private wakeUp: { timer: NodeJS.Timeout; at: number } | undefined;
  /** A job may have become due since the store was last asked. */
  private rescan = false;
  private consuming = false;
  private closed = false;
  private draining: Promise<void> | null = null;

  constructor(options: InProcessJobQueueOptions) {
    super();
    this.registry = options.registry;
    this.store = options.store ?? new MemoryJobStore();
    this.defaults = jobDefaults(options.defaults);
    this.logger = options.logger ?? silentQueueLogger;
    this.maxFinishedJobs = options.maxFinishedJobs ?? finishedJobRetention.maxCount;
    this.shutdownGraceMs = options.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<EnqueuedJob> {
    if (this.closed) throw new Error('The job queue is closed');
    const resolved = resolveJobOptions(options, this.defaults);
    const runAt = Date.now() + resolved.delayMs;
    const id = await this.store.add({
      ...(resolved.jobId === undefined ? {} : { id: resolved.jobId }),
      name,
      payload,
      maxAttempts: resolved.attempts,
      backoffDelayMs: resolved.backoffDelayMs,
      state: resolved.delayMs > 0 ? 'delayed' : 'waiting',
      runAt,
    });
    if (resolved.delayMs > 0) this.wakeUpAt(runAt);
    else this.kick();
    return { id };
  }

  async getJob(id: string): Promise<JobSnapshot | null> {
    const job = await this.store.get(id);
    if (!job) return null;
    const state = visibleState(job, Date.now());
    return {
      id: job.id,
      name: job.name,
      state,
      ...readProgress(job.progress),
      attemptsMade: job.attemptsMade,
      maxAttempts: job.maxAttempts,
      ...(state === 'completed' ? { result: job.result } : {}),
      ...(state !== 'completed' && job.failedReason !== undefined ? { failedReason: job.failedReason } : {}),
    };
  }

  async keptPayloads<N extends JobName>(name: N): Promise<JobPayloads[N][]> {
    // Stored with their name: the payloads of a kind are that kind's.
    return (await this.store.payloadsOf(name)) as JobPayloads[N][];
  }

  async isHealthy(): Promise<boolean> {
    return !this.closed;
  }

  async startConsuming(): Promise<void> {
    if (this.closed) throw new Error('The job queue is closed');
    this.registry.assertComplete();
    if (this.consuming) return;
    await this.resumeInterrupted();
    this.consuming = true;
    this.kick();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.consuming = false;
    if (this.wakeUp) clearTimeout(this.wakeUp.timer);
    this.wakeUp = undefined;
    const grace = setTimeout(() => this.running?.abort(SHUTTING_DOWN), this.shutdownGraceMs);
    try {
      await this.draining;
    } finally {
      clearTimeout(grace);
    }
  }

  /**
   * Jobs stored as running when this queue starts were running when the process before it stopped without
   * putting them back (a crash): they run again, from the start, their try not counted; or fail, when
   * interrupted too often.
   */
  private async resumeInterrupted(): Promise<void> {
    if (!this.store.durable) return;
    for (const job of await this.store.running()) {
      job.interruptions += 1;
      if (job.interruptions > MAX_INTERRUPTIONS) {
        job.failedReason = `The job was interrupted ${job.interruptions} times by the process stopping while it ran, so it is not run again`;
        this.logger.warn(`Job ${job.id} (${job.name}) failed: ${job.failedReason}`);
        await this.finish(job, 'failed');
      } else {
        job.state = 'waiting';
        await this.store.save(job);
        this.logger.warn(`Job ${job.id} (${job.name}) was running when the process stopped; it runs again`);
      }
    }
  }

  private kick(): void {
    this.rescan = true;
    if (!this.consuming || this.draining) return;
    this.draining = this.drain()
      .catch((error: unknown) => {
        // The store failed (the database went away): its jobs stay where they are, and are asked for again.
        this.logger.error(`In-process queue stopped unexpectedly, trying again in ${STORE_RETRY_MS} ms: ${failureMessage(error)}`);
        this.wakeUpAt(Date.now() + STORE_RETRY_MS);
      })
      .finally(() => {
        this.draining = null;
        if (this.rescan) this.kick();
      });
  }

  private async drain(): Promise<void> {
    while (this.consuming) {
      this.rescan = false;
      const job = await this.store.nextDue(Date.now());
      if (!job) {
        const next = await this.store.nextRunAt();
        if (next !== null) this.wakeUpAt(next);
        return;
      }
      await this.run(job);
    }
  }

  /** Arms the one timer for `at`, unless it already fires sooner. */
  private wakeUpAt(at: number): void {
    if (!this.consuming || (this.wakeUp && this.wakeUp.at <= at)) return;
    if (this.wakeUp) clearTimeout(this.wakeUp.timer);
    const timer = setTimeout(
      () => {
        this.wakeUp = undefined;
        this.kick();
      },
      Math.min(Math.max(at - Date.now(), 0), LONGEST_TIMER_MS),
    );
    this.wakeUp = { timer, at };
  }

  private async run(job: StoredJob): Promise<void> {
    job.state = 'active';
    await this.store.save(job);
    const running = (this.running = new AbortController());
    try {
      const handler = this.registry.handlerFor(job.name);
      if (!handler) throw new UnrecoverableJobError(noHandlerReason(job.name));
      // The payload's type is the handler's kind's: the store keeps each job with its name.
      const output = await handler(job.payload as never, {
        jobId: job.id,
        attempt: job.attemptsMade + 1,
        maxAttempts: job.maxAttempts,
        reportProgress: async (percent, stage) => {
          job.progress = progressToStore(percent, stage);
          await this.store.save(job);
        },
        signal: running.signal,
      });
      job.result = jsonRoundTrip(output);
      job.attemptsMade += 1;
      await this.finish(job, 'completed');
    } catch (error) {
      if (running.signal.aborted) {
        // Stopped by the shutdown, not failed: as BullMQ's adapter puts it back to wait, uncounted.
        job.state = 'waiting';
        await this.store.save(job);
        this.logger.warn(`Job ${job.id} (${job.name}) was stopped by the shutdown; ${this.store.durable ? 'it runs again at the next start' : 'a queue kept in memory loses it'}`);
        return;
      }
      job.attemptsMade += 1;
      job.failedReason = failureMessage(error);
      if (error instanceof UnrecoverableJobError || job.attemptsMade >= job.maxAttempts) {
        this.logger.warn(`Job ${job.id} (${job.name}) failed after ${job.attemptsMade} of ${job.maxAttempts} tries: ${job.failedReason}`);
        await this.finish(job, 'failed');
      } else {
        await this.scheduleRetry(job);
      }
    } finally {
      this.running = undefined;
    }
  }

  /** Waits out the backoff 'delayed', then joins the jobs due. */
  private async scheduleRetry(job: StoredJob): Promise<void> {
    const delay = retryDelayMs(job.backoffDelayMs, job.attemptsMade);
    this.logger.warn(`Job ${job.id} (${job.name}) failed on try ${job.attemptsMade} of ${job.maxAttempts}, retrying in ${delay} ms: ${job.failedReason}`);
    job.state = 'delayed';
    job.runAt = Date.now() + delay;
    await this.store.save(job);
  }

  /** Same retention as the BullMQ adapter: bounded by count and age. */
  private async finish(job: StoredJob, state: 'completed' | 'failed'): Promise<void> {
    job.state = state;
    job.finishedAt = Date.now();
    await this.store.save(job);
    await this.store.forgetFinished(this.maxFinishedJobs, Date.now() - finishedJobRetention.maxAgeSeconds * 1000);
  }
}

/** What a result looks like after BullMQ stored it as JSON: `undefined` becomes `null`. */
function jsonRoundTrip(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? null : JSON.parse(text);
}
