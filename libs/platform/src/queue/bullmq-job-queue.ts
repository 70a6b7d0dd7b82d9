import { once } from 'node:events';
import { Queue, UnrecoverableError, WaitingError, Worker, type Job, type JobType } from 'bullmq';
import { Redis } from 'ioredis';
import { JobHandlerRegistry, noHandlerReason } from './job-handler-registry.js';
import { failureMessage, finishedJobRetention, jobDefaults, progressToStore, readProgress, resolveJobOptions, type JobDefaults } from './job-options.js';
import type { JobName, JobPayloads } from './job-payloads.js';
import { DEFAULT_SHUTDOWN_GRACE_MS, JobQueue, QueueUnavailableError, SHUTTING_DOWN, UnrecoverableJobError, type EnqueueOptions, type EnqueuedJob, type JobConsumer, type JobSnapshot, type JobState } from './job-queue.js';
import { silentQueueLogger, type QueueLogger } from './queue-logger.js';
import { redactRedisUrl } from './redis-url.js';

export interface BullMqJobQueueOptions {
  readonly redisUrl: string;
  readonly registry: JobHandlerRegistry;
  /** Redis key prefix; tests use a unique one so runs sharing a Redis never see each other's jobs. */
  readonly prefix?: string;
  readonly queueName?: string;
  readonly defaults?: Partial<JobDefaults>;
  /** Jobs one consumer runs at once (scale out by running more workers). */
  readonly concurrency?: number;
  readonly logger?: QueueLogger;
  /** How long start-up and enqueue wait for Redis before giving up. */
  readonly connectTimeoutMs?: number;
  /**
   * How long a running job's lock lasts without renewal (a live worker renews it every half of it):
   * the job of a worker that died is taken over by another within about twice this. BullMQ's 30 s by default.
   */
  readonly lockDurationMs?: number;
  /** How long `close` lets a running job go on before aborting its signal (DEFAULT_SHUTDOWN_GRACE_MS). */
  readonly shutdownGraceMs?: number;
}

export const defaultQueuePrefix = 'harmony';
export const defaultQueueName = 'jobs';

const connectionErrorLogIntervalMs = 30_000;

const removeFinished = { count: finishedJobRetention.maxCount, age: finishedJobRetention.maxAgeSeconds };

/** Every state a kept job may be in. */
const keptJobTypes: JobType[] = ['waiting', 'prioritized', 'waiting-children', 'delayed', 'active', 'completed', 'failed'];

const stateOf: Record<string, JobState | undefined> = {
  waiting: 'waiting',
  prioritized: 'waiting',
  'waiting-children': 'waiting',
  delayed: 'delayed',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
};

/**
 * Production queue: one BullMQ queue on Redis. Producing needs only the Queue; consuming adds a
 * Worker that runs the registered handlers, with BullMQ's own attempts and exponential backoff.
 */
export class BullMqJobQueue extends JobQueue implements JobConsumer {
  private readonly options: BullMqJobQueueOptions;
  private readonly defaults: JobDefaults;
  private readonly logger: QueueLogger;
  private readonly connectTimeoutMs: number;
  private readonly producerConnection: Redis;
  private readonly queue: Queue;
  private worker?: Worker;
  private workerConnected = false;
  private closing?: Promise<void>;
  private readonly lastLogged = new Map<string, number>();

  constructor(options: BullMqJobQueueOptions) {
    super();
    this.options = options;
    this.defaults = jobDefaults(options.defaults);
    this.logger = options.logger ?? silentQueueLogger;
    this.connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
    // No offline queue: while Redis is down, enqueue fails at once instead of holding an HTTP request.
    this.producerConnection = new Redis(options.redisUrl, { enableOfflineQueue: false, connectionName: 'harmony-producer' });
    this.queue = new Queue(this.queueName, {
      connection: this.producerConnection,
      prefix: this.prefix,
      defaultJobOptions: { removeOnComplete: removeFinished, removeOnFail: removeFinished },
    });
    this.queue.on('error', (error: Error) => this.logConnectionError(`Job queue connection error: ${error.message}`));
  }

  /** The BullMQ queue itself, for operations tools that speak BullMQ (the queue dashboard at /admin/queues). */
  get bullmqQueue(): Queue {
    return this.queue;
  }

  get prefix(): string {
    return this.options.prefix ?? defaultQueuePrefix;
  }

  get queueName(): string {
    return this.options.queueName ?? defaultQueueName;
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<EnqueuedJob> {
    const opts = this.jobOptions(options);
    await this.producerReady();
    const job = await this.queue.add(name, payload, opts);
    if (job.id === undefined) throw new Error(`BullMQ returned no id for job '${name}'`);
    return { id: job.id };
  }

  override async enqueueMany<N extends JobName>(name: N, jobs: readonly { readonly payload: JobPayloads[N]; readonly options?: EnqueueOptions }[]): Promise<EnqueuedJob[]> {
    if (jobs.length === 0) return [];
    await this.producerReady();
    // addBulk: one pipelined round trip for the lot, each job still de-duplicated by its id.
    const added = await this.queue.addBulk(jobs.map(({ payload, options }) => ({ name, data: payload, opts: this.jobOptions(options) })));
    return added.map((job) => {
      if (job.id === undefined) throw new Error(`BullMQ returned no id for job '${name}'`);
      return { id: job.id };
    });
  }

  async getJob(id: string): Promise<JobSnapshot | null> {
    if (id === '') return null;
    await this.producerReady();
    // State before data: a job finishing in between then shows its old state with new data, never
    // 'completed' without its result.
    const state = stateOf[await this.queue.getJobState(id)];
    if (!state) return null;
    const job = await this.queue.getJob(id);
    if (!job) return null;
    const failedReason = state === 'completed' ? undefined : job.failedReason || undefined;
    return {
      id,
      name: job.name,
      state,
      ...readProgress(job.progress),
      attemptsMade: job.attemptsMade,
      maxAttempts: job.opts.attempts ?? 1,
      ...(state === 'completed' ? { result: job.returnvalue ?? null } : {}),
      ...(failedReason === undefined ? {} : { failedReason }),
    };
  }

  async keptPayloads<N extends JobName>(name: N): Promise<JobPayloads[N][]> {
    await this.producerReady();
    const jobs = await this.queue.getJobs(keptJobTypes);
    // A job removed between listing and reading is undefined.
    return jobs.filter((job): job is Job => job?.name === name).map((job) => job.data as JobPayloads[N]);
  }

  async isHealthy(): Promise<boolean> {
    try {
      await this.producerReady(1000);
      return (await withTimeout(this.producerConnection.ping(), 1000, () => new Error('ping timed out'))) === 'PONG';
    } catch {
      return false;
    }
  }

  async startConsuming(): Promise<void> {
    if (this.closing) throw new Error('The job queue is closed');
    this.options.registry.assertComplete();
    if (this.worker) return;
    // Connection options rather than a client: BullMQ then owns (and can force-close) the worker's
    // connections. It requires maxRetriesPerRequest: null, so blocking reads outlast a reconnect.
    // Three parameters: BullMQ hands a processor an abort signal only when it declares the third.
    this.worker = new Worker(this.queueName, (job: Job, token?: string, signal?: AbortSignal) => this.process(job, token, signal), {
      connection: { url: this.options.redisUrl, maxRetriesPerRequest: null, connectionName: 'harmony-worker' },
      prefix: this.prefix,
      concurrency: this.options.concurrency ?? 1,
      ...(this.options.lockDurationMs === undefined ? {} : { lockDuration: this.options.lockDurationMs, stalledInterval: this.options.lockDurationMs }),
    });
    this.worker.on('error', (error: Error) => this.logConnectionError(`Job worker error: ${error.message}`));
    this.worker.on('failed', (job: Job | undefined, error: Error) => {
      if (!job) return;
      const finalTry = job.attemptsMade >= (job.opts.attempts ?? 1) || error instanceof UnrecoverableError;
      this.logger.warn(
        `Job ${job.id} (${job.name}) failed on try ${job.attemptsMade} of ${job.opts.attempts ?? 1}${finalTry ? '' : ', will retry'}: ${error.message}`,
      );
    });
    await withTimeout(this.worker.waitUntilReady(), this.connectTimeoutMs, () => this.unreachable());
    this.workerConnected = true;
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      // The worker first: it lets the running job finish, and must not pick another once the queue goes.
      // One that never connected is force-closed, or BullMQ would wait for a connection forever.
      await this.closeWorker();
      // Likewise a producer connection that is down would keep Queue.close waiting.
      const producerUp = this.producerConnected();
      if (!producerUp) this.producerConnection.disconnect();
      await this.queue.close();
      if (producerUp) await this.producerConnection.quit();
    })();
    return this.closing;
  }

  /** Lets running jobs finish, aborting their signals once the grace is over. */
  private async closeWorker(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    const grace = setTimeout(() => worker.cancelAllJobs(SHUTTING_DOWN), this.options.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS);
    try {
      await worker.close(!this.workerConnected);
    } finally {
      clearTimeout(grace);
    }
  }

  private async process(job: Job, token: string | undefined, signal: AbortSignal | undefined): Promise<unknown> {
    const handler = this.options.registry.handlerFor(job.name);
    if (!handler) throw new UnrecoverableError(noHandlerReason(job.name));
    const maxAttempts = job.opts.attempts ?? 1;
    try {
      return await handler(job.data, {
        jobId: job.id ?? '',
        attempt: job.attemptsMade + 1,
        maxAttempts,
        reportProgress: (percent, stage) => job.updateProgress(progressToStore(percent, stage)),
        signal: signal ?? new AbortController().signal,
      });
    } catch (error) {
      if (signal?.aborted && signal.reason === SHUTTING_DOWN && token) {
        // Stopped, not failed: back to wait for the next worker, the try not counted (only a failure counts one).
        await job.moveToWait(token);
        this.logger.warn(`Job ${job.id} (${job.name}) was stopped by the shutdown; it will run again`);
        throw new WaitingError();
      }
      if (error instanceof UnrecoverableJobError) throw new UnrecoverableError(error.message);
      throw error instanceof Error ? error : new Error(failureMessage(error));
    }
  }

  private jobOptions(options: EnqueueOptions | undefined) {
    const resolved = resolveJobOptions(options, this.defaults);
    return {
      attempts: resolved.attempts,
      backoff: { type: 'exponential', delay: resolved.backoffDelayMs },
      ...(resolved.delayMs > 0 ? { delay: resolved.delayMs } : {}),
      ...(resolved.jobId === undefined ? {} : { jobId: resolved.jobId }),
    };
  }

  /** Waits for a connection under way; fails at once when Redis is known to be down (fail fast for HTTP callers). */
  private async producerReady(timeoutMs = this.connectTimeoutMs): Promise<void> {
    if (this.closing) throw new Error('The job queue is closed');
    const { status } = this.producerConnection;
    if (status === 'ready') return;
    if (status !== 'wait' && status !== 'connecting' && status !== 'connect') throw this.unreachable();
    try {
      // Rejects on the connection's first error as well as on timeout.
      await once(this.producerConnection, 'ready', { signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw this.unreachable();
    }
  }

  /** While Redis is down every reconnect attempt fails the same way: say so once per interval, not several times a second. */
  private logConnectionError(message: string): void {
    const now = Date.now();
    if (now - (this.lastLogged.get(message) ?? -Infinity) < connectionErrorLogIntervalMs) return;
    this.lastLogged.set(message, now);
    this.logger.error(message);
  }

  private producerConnected(): boolean {
    return this.producerConnection.status === 'ready';
  }

  private unreachable(): QueueUnavailableError {
    return new QueueUnavailableError(`Redis at ${redactRedisUrl(this.options.redisUrl)} is not reachable`);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
