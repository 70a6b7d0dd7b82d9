import { JobHandlerRegistry, noHandlerReason } from './job-handler-registry.js';
import { failureMessage, finishedJobRetention, jobDefaults, progressToStore, readProgress, resolveJobOptions, retryDelayMs, type JobDefaults, type StoredProgress } from './job-options.js';
import type { JobName, JobPayloads } from './job-payloads.js';
import { DEFAULT_SHUTDOWN_GRACE_MS, JobQueue, SHUTTING_DOWN, UnrecoverableJobError, type EnqueueOptions, type EnqueuedJob, type JobConsumer, type JobSnapshot, type JobState } from './job-queue.js';
import { silentQueueLogger, type QueueLogger } from './queue-logger.js';

export interface InProcessJobQueueOptions {
  readonly registry: JobHandlerRegistry;
  readonly defaults?: Partial<JobDefaults>;
  readonly logger?: QueueLogger;
  /** Finished jobs kept for getJob; older ones beyond this count are forgotten. */
  readonly maxFinishedJobs?: number;
  /** How long `close` lets the running job go on before aborting its signal (DEFAULT_SHUTDOWN_GRACE_MS). */
  readonly shutdownGraceMs?: number;
}

interface StoredJob {
  readonly id: string;
  readonly name: string;
  /** Kept as JSON so handlers get exactly what they would get from Redis. */
  readonly payload: string;
  readonly maxAttempts: number;
  readonly backoffDelayMs: number;
  state: JobState;
  progress: StoredProgress;
  attemptsMade: number;
  result?: unknown;
  failedReason?: string;
  finishedAt?: number;
}

/**
 * Embedded mode's queue: jobs run in this process one at a time, with the same handlers, retry and
 * backoff semantics as BullMQ. State lives in memory, so jobs waiting at shutdown are lost (the
 * production adapter is the one that survives restarts). A failing handler fails its job, never the process.
 */
export class InProcessJobQueue extends JobQueue implements JobConsumer {
  private readonly registry: JobHandlerRegistry;
  private readonly defaults: JobDefaults;
  private readonly logger: QueueLogger;
  private readonly maxFinishedJobs: number;
  private readonly shutdownGraceMs: number;
  /** Aborts the running job's signal. */
  private running: AbortController | undefined;
  private readonly jobs = new Map<string, StoredJob>();
  private readonly ready: string[] = [];
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private nextId = 1;
  private consuming = false;
  private closed = false;
  private draining: Promise<void> | null = null;

  constructor(options: InProcessJobQueueOptions) {
    super();
    this.registry = options.registry;
    this.defaults = jobDefaults(options.defaults);
    this.logger = options.logger ?? silentQueueLogger;
    this.maxFinishedJobs = options.maxFinishedJobs ?? finishedJobRetention.maxCount;
    this.shutdownGraceMs = options.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<EnqueuedJob> {
    if (this.closed) throw new Error('The job queue is closed');
    const resolved = resolveJobOptions(options, this.defaults);
    if (resolved.jobId !== undefined && this.jobs.has(resolved.jobId)) return { id: resolved.jobId };
    const id = resolved.jobId ?? String(this.nextId++);
    this.jobs.set(id, {
      id,
      name,
      payload: JSON.stringify(payload),
      maxAttempts: resolved.attempts,
      backoffDelayMs: resolved.backoffDelayMs,
      state: 'waiting',
      progress: 0,
      attemptsMade: 0,
    });
    const job = this.jobs.get(id);
    if (job && resolved.delayMs > 0) this.runLater(job, resolved.delayMs);
    else {
      this.ready.push(id);
      this.kick();
    }
    return { id };
  }

  async getJob(id: string): Promise<JobSnapshot | null> {
    const job = this.jobs.get(id);
    if (!job) return null;
    return {
      id: job.id,
      name: job.name,
      state: job.state,
      ...readProgress(job.progress),
      attemptsMade: job.attemptsMade,
      maxAttempts: job.maxAttempts,
      ...(job.state === 'completed' ? { result: job.result } : {}),
      ...(job.state !== 'completed' && job.failedReason !== undefined ? { failedReason: job.failedReason } : {}),
    };
  }

  async isHealthy(): Promise<boolean> {
    return !this.closed;
  }

  async startConsuming(): Promise<void> {
    if (this.closed) throw new Error('The job queue is closed');
    this.registry.assertComplete();
    this.consuming = true;
    this.kick();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.consuming = false;
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    const grace = setTimeout(() => this.running?.abort(SHUTTING_DOWN), this.shutdownGraceMs);
    try {
      await this.draining;
    } finally {
      clearTimeout(grace);
    }
  }

  private kick(): void {
    if (!this.consuming || this.draining) return;
    this.draining = this.drain()
      .catch((error: unknown) => this.logger.error(`In-process queue stopped unexpectedly: ${failureMessage(error)}`))
      .finally(() => {
        this.draining = null;
        if (this.ready.length > 0) this.kick();
      });
  }

  private async drain(): Promise<void> {
    while (this.consuming) {
      const id = this.ready.shift();
      if (id === undefined) return;
      const job = this.jobs.get(id);
      if (job) await this.run(job);
    }
  }

  private async run(job: StoredJob): Promise<void> {
    job.state = 'active';
    const running = (this.running = new AbortController());
    try {
      const handler = this.registry.handlerFor(job.name);
      if (!handler) throw new UnrecoverableJobError(noHandlerReason(job.name));
      const output = await handler(JSON.parse(job.payload), {
        jobId: job.id,
        attempt: job.attemptsMade + 1,
        maxAttempts: job.maxAttempts,
        reportProgress: async (percent, stage) => {
          job.progress = progressToStore(percent, stage);
        },
        signal: running.signal,
      });
      job.result = jsonRoundTrip(output);
      job.attemptsMade += 1;
      this.finish(job, 'completed');
    } catch (error) {
      if (running.signal.aborted) {
        // Stopped by the shutdown, not failed: as BullMQ's adapter puts it back to wait, uncounted; in memory it
        // ends with this process.
        job.state = 'waiting';
        this.logger.warn(`Job ${job.id} (${job.name}) was stopped by the shutdown; an embedded queue keeps no jobs across restarts`);
        return;
      }
      job.attemptsMade += 1;
      job.failedReason = failureMessage(error);
      if (error instanceof UnrecoverableJobError || job.attemptsMade >= job.maxAttempts) {
        this.logger.warn(`Job ${job.id} (${job.name}) failed after ${job.attemptsMade} of ${job.maxAttempts} tries: ${job.failedReason}`);
        this.finish(job, 'failed');
      } else {
        this.scheduleRetry(job);
      }
    } finally {
      this.running = undefined;
    }
  }

  private scheduleRetry(job: StoredJob): void {
    const delay = retryDelayMs(job.backoffDelayMs, job.attemptsMade);
    this.logger.warn(`Job ${job.id} (${job.name}) failed on try ${job.attemptsMade} of ${job.maxAttempts}, retrying in ${delay} ms: ${job.failedReason}`);
    this.runLater(job, delay);
  }

  /** Waits `delay` ms 'delayed' (a retry's backoff, or a job enqueued for later), then joins the ready jobs. */
  private runLater(job: StoredJob, delay: number): void {
    job.state = 'delayed';
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      job.state = 'waiting';
      this.ready.push(job.id);
      this.kick();
    }, delay);
    this.retryTimers.add(timer);
  }

  private finish(job: StoredJob, state: 'completed' | 'failed'): void {
    job.state = state;
    job.finishedAt = Date.now();
    this.forgetOldFinishedJobs();
  }

  /** Same retention as the BullMQ adapter: bounded by count and age. */
  private forgetOldFinishedJobs(): void {
    const oldestKept = Date.now() - finishedJobRetention.maxAgeSeconds * 1000;
    const finished = [...this.jobs.values()]
      .filter((job) => job.finishedAt !== undefined)
      .sort((a, b) => (a.finishedAt ?? 0) - (b.finishedAt ?? 0));
    const excess = finished.length - this.maxFinishedJobs;
    finished.forEach((job, index) => {
      if (index < excess || (job.finishedAt ?? 0) < oldestKept) this.jobs.delete(job.id);
    });
  }
}

/** What a result looks like after BullMQ stored it as JSON: `undefined` becomes `null`. */
function jsonRoundTrip(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? null : JSON.parse(text);
}
