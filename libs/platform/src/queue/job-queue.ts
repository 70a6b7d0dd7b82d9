import type { JobName, JobPayloads } from './job-payloads.js';

export interface EnqueueOptions {
  /** Total tries, the first included, before the job ends 'failed'. */
  readonly attempts?: number;
  /** Wait before the first retry; each further retry waits twice as long as the one before. */
  readonly backoffDelayMs?: number;
  /**
   * De-duplication key: while a job with this id is kept, enqueueing the same id again adds nothing
   * and answers that job's id. Must not be a whole number or contain ':' (BullMQ's rules).
   */
  readonly jobId?: string;
  /** Run no sooner than this many milliseconds from now (a scheduled publication); the job waits 'delayed'. */
  readonly delayMs?: number;
}

export interface EnqueuedJob {
  readonly id: string;
}

/** 'delayed' is a job waiting out its backoff before the next try. */
export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

export interface JobSnapshot {
  readonly id: string;
  /** A string rather than a JobName: a stored job may be of a kind this process does not know. */
  readonly name: string;
  readonly state: JobState;
  /** 0–100, as last reported by the handler. */
  readonly progress: number;
  /** The step the handler last said it is on ("Transcribing the audio"), when it names its steps. */
  readonly stage?: string;
  /** Tries that have finished (succeeded or failed). */
  readonly attemptsMade: number;
  readonly maxAttempts: number;
  /** The handler's return value after a JSON round trip (`undefined` becomes `null`); only when completed. */
  readonly result?: unknown;
  /** The last failure's message: the final one when 'failed', the one being retried when 'delayed'. */
  readonly failedReason?: string;
}

export interface JobContext {
  readonly jobId: string;
  /** 1 on the first try, 2 on the first retry, and so on. */
  readonly attempt: number;
  readonly maxAttempts: number;
  /** Records progress in percent (clamped to 0–100), and the step it is on, for whoever follows the job. */
  reportProgress(percent: number, stage?: string): Promise<void>;
  /**
   * Aborted when the consumer shuts down and the job is still running after the grace it is given (a video
   * render takes minutes): pass it to long work (a child process, a request) so it stops. A job that ends
   * because of it is put back to wait, its try not counted, and runs again from the start (where its queue
   * keeps jobs across restarts).
   */
  readonly signal: AbortSignal;
}

/** How long a shutting-down consumer waits for a running job before aborting its signal. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;
/** The abort reason a shutdown gives a running job's signal. */
export const SHUTTING_DOWN = 'The job queue is shutting down';

/**
 * Runs one job. Throwing fails the try (retried with backoff while tries remain);
 * throw an UnrecoverableJobError when retrying cannot help. The result must survive JSON.
 */
export type JobHandler<N extends JobName> = (payload: JobPayloads[N], context: JobContext) => Promise<unknown>;

/** The outbound port for background work. Abstract class so it doubles as the Nest DI token. */
export abstract class JobQueue {
  abstract enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<EnqueuedJob>;

  /**
   * Enqueues many jobs of one kind (a broadcast's thousands of messages), in order, with `enqueue`'s
   * semantics for each. Here one at a time; an adapter that can add them in one round trip (BullMQ) does.
   */
  async enqueueMany<N extends JobName>(name: N, jobs: readonly { readonly payload: JobPayloads[N]; readonly options?: EnqueueOptions }[]): Promise<EnqueuedJob[]> {
    const enqueued: EnqueuedJob[] = [];
    for (const job of jobs) enqueued.push(await this.enqueue(name, job.payload, job.options));
    return enqueued;
  }

  /** The job's current state, or null when no such job is kept. */
  abstract getJob(id: string): Promise<JobSnapshot | null>;

  /**
   * The payloads of the jobs of this kind it keeps, whatever their state (waiting to finished and not yet
   * forgotten): what they still refer to (an upload) must stay.
   */
  abstract keptPayloads<N extends JobName>(name: N): Promise<JobPayloads[N][]>;

  /** Whether the queue can take jobs now (for the readiness probe). Never throws. */
  abstract isHealthy(): Promise<boolean>;

  /**
   * Stops consuming, lets the running job finish (aborting its signal once the shutdown grace is over), then
   * releases connections. Idempotent.
   */
  abstract close(): Promise<void>;
}

/** The consuming side an adapter adds to the port; QueueModule starts it once every handler is registered. */
export interface JobConsumer {
  /** Checks that every expected job kind has a handler (MissingJobHandlerError otherwise), then starts running jobs. */
  startConsuming(): Promise<void>;
}

/** Thrown by a handler when another try cannot succeed (malformed payload, record gone): the job fails at once. */
export class UnrecoverableJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnrecoverableJobError';
  }
}

/** The queue's backing service cannot be reached: the caller may answer 503 and retry later. */
export class QueueUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QueueUnavailableError';
  }
}
