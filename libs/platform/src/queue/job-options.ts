import type { EnqueueOptions } from './job-queue.js';

export interface JobDefaults {
  readonly attempts: number;
  readonly backoffDelayMs: number;
}

/** The one place the retry policy is set: three tries, waiting 1 s then 2 s between them. */
export const defaultJobOptions: JobDefaults = { attempts: 3, backoffDelayMs: 1000 };

/**
 * How long finished jobs stay readable through getJob (and block a re-used jobId), in both adapters:
 * long enough for an admin screen to show the outcome, bounded so Redis and memory do not grow forever.
 */
export const finishedJobRetention = { maxCount: 1000, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;

export interface ResolvedJobOptions {
  readonly attempts: number;
  readonly backoffDelayMs: number;
  readonly jobId?: string;
  readonly delayMs: number;
}

/** Defaults with overrides applied, validated once (tests shrink the backoff to a few milliseconds). */
export function jobDefaults(overrides: Partial<JobDefaults> = {}): JobDefaults {
  return validated({ ...defaultJobOptions, ...overrides });
}

/** The options a job is stored with; both adapters reject what BullMQ would reject. */
export function resolveJobOptions(options: EnqueueOptions = {}, defaults: JobDefaults = defaultJobOptions): ResolvedJobOptions {
  const { attempts, backoffDelayMs } = validated({
    attempts: options.attempts ?? defaults.attempts,
    backoffDelayMs: options.backoffDelayMs ?? defaults.backoffDelayMs,
  });
  const delayMs = options.delayMs ?? 0;
  if (!Number.isFinite(delayMs) || delayMs < 0) throw new RangeError(`A job's delay must be a number of milliseconds, 0 or more (got ${String(options.delayMs)})`);
  const delay = Math.round(delayMs);
  if (options.jobId === undefined) return { attempts, backoffDelayMs, delayMs: delay };
  return { attempts, backoffDelayMs, delayMs: delay, jobId: validJobId(options.jobId) };
}

/** Exponential backoff, as BullMQ computes it: base × 2^(failed tries − 1). */
export function retryDelayMs(backoffDelayMs: number, failedAttempts: number): number {
  return Math.round(backoffDelayMs * 2 ** (Math.max(failedAttempts, 1) - 1));
}

/** What a job's progress is stored as: a bare percentage, or with the step's name (BullMQ keeps either). */
export type StoredProgress = number | { readonly percent: number; readonly stage: string };

/** The percentage and step of a stored progress; anything else (another writer's shape) reads as 0. */
export function readProgress(stored: unknown): { progress: number; stage?: string } {
  if (typeof stored === 'number') return { progress: stored };
  if (typeof stored === 'object' && stored !== null && 'percent' in stored && typeof stored.percent === 'number') {
    const stage = 'stage' in stored && typeof stored.stage === 'string' ? stored.stage : undefined;
    return stage === undefined ? { progress: stored.percent } : { progress: stored.percent, stage };
  }
  return { progress: 0 };
}

/** The progress to store for a report: validated, clamped, with the step when one is named. */
export function progressToStore(percent: number, stage?: string): StoredProgress {
  const normalized = normalizeProgress(percent);
  return stage === undefined ? normalized : { percent: normalized, stage };
}

/** Progress is a percentage: out-of-range values are clamped, non-numbers refused. */
export function normalizeProgress(percent: number): number {
  if (typeof percent !== 'number' || Number.isNaN(percent)) throw new RangeError(`Job progress must be a number from 0 to 100 (got ${String(percent)})`);
  return Math.min(100, Math.max(0, percent));
}

/** The failure message stored for a job, whatever the handler threw. */
export function failureMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

function validated(options: JobDefaults): JobDefaults {
  if (!Number.isInteger(options.attempts) || options.attempts < 1) {
    throw new RangeError(`Job option attempts must be a whole number of at least 1 (got ${String(options.attempts)})`);
  }
  if (!Number.isFinite(options.backoffDelayMs) || options.backoffDelayMs < 0) {
    throw new RangeError(`Job option backoffDelayMs must be a number of milliseconds, 0 or more (got ${String(options.backoffDelayMs)})`);
  }
  return options;
}

function validJobId(jobId: string): string {
  if (typeof jobId !== 'string' || jobId.trim() === '') throw new RangeError('Job option jobId must be a non-empty string');
  if (String(Number.parseInt(jobId, 10)) === jobId) throw new RangeError(`Job option jobId must not be a whole number (got "${jobId}"): prefix it, e.g. "upload-${jobId}"`);
  if (jobId.includes(':')) throw new RangeError(`Job option jobId must not contain ':' (got "${jobId}")`);
  return jobId;
}
