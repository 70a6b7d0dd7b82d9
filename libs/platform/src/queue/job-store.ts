import type { StoredProgress } from './job-options.js';
import type { JobState } from './job-queue.js';

/** A job as the in-process queue keeps it between its tries (and, in a database, across restarts). */
export interface StoredJob {
  readonly id: string;
  readonly name: string;
  /** After a JSON round trip: what a handler would get from Redis. */
  readonly payload: unknown;
  readonly maxAttempts: number;
  readonly backoffDelayMs: number;
  /** As stored: a delayed job whose time has come still reads 'delayed' here (see `visibleState`). */
  state: JobState;
  /** When the job may run (epoch ms): its enqueue time, the end of its delay or of its backoff. */
  runAt: number;
  progress: StoredProgress;
  attemptsMade: number;
  /** Times it was found running after its process had stopped without putting it back (a crash). */
  interruptions: number;
  result?: unknown;
  failedReason?: string;
  finishedAt?: number;
}

export type NewJob = Pick<StoredJob, 'name' | 'payload' | 'maxAttempts' | 'backoffDelayMs' | 'state' | 'runAt'> & {
  /** The caller's de-duplication key; the store numbers the job when there is none. */
  readonly id?: string;
};

/**
 * Where the in-process queue keeps its jobs. One process consumes a store at a time (embedded mode is a
 * single API process); the queue keeps only a wake-up timer, so what a store holds is the whole truth.
 */
export interface JobStore {
  /** Whether its jobs outlive the process: the queue resumes interrupted ones at start only then. */
  readonly durable: boolean;
  /** Adds the job unless one with its id is kept (finished or not), and answers the id kept. */
  add(job: NewJob): Promise<string>;
  get(id: string): Promise<StoredJob | null>;
  /** The job to run next at `now`: waiting, or delayed with its time come; the earliest `runAt` first, then the first added. */
  nextDue(now: number): Promise<StoredJob | null>;
  /** When the earliest waiting or delayed job may run; null when none is pending. */
  nextRunAt(): Promise<number | null>;
  /** The payloads of every job of this kind it holds. */
  payloadsOf(name: string): Promise<unknown[]>;
  /** Writes the job's changing fields. */
  save(job: StoredJob): Promise<void>;
  /** Jobs stored as running: when a queue starts, ones whose process stopped without putting them back. */
  running(): Promise<StoredJob[]>;
  /** Forgets finished jobs finished before `finishedBefore`, and the oldest ones beyond `keepCount`. */
  forgetFinished(keepCount: number, finishedBefore: number): Promise<void>;
}

/** A stored state as a reader sees it: a delayed job whose time has come waits for its turn. */
export function visibleState(job: StoredJob, now: number): JobState {
  return job.state === 'delayed' && job.runAt <= now ? 'waiting' : job.state;
}

const isPending = (job: StoredJob): boolean => job.state === 'waiting' || job.state === 'delayed';

/** Jobs in this process's memory: gone with it. For a queue without a database (tests, tools). */
export class MemoryJobStore implements JobStore {
  readonly durable = false;
  /** In the order added, which breaks `runAt` ties. */
  private readonly jobs = new Map<string, StoredJob>();
  private nextId = 1;

  async add(job: NewJob): Promise<string> {
    if (job.id !== undefined && this.jobs.has(job.id)) return job.id;
    const id = job.id ?? String(this.nextId++);
    this.jobs.set(id, { ...job, id, payload: JSON.parse(JSON.stringify(job.payload)), progress: 0, attemptsMade: 0, interruptions: 0 });
    return id;
  }

  async get(id: string): Promise<StoredJob | null> {
    const job = this.jobs.get(id);
    return job ? { ...job } : null;
  }

  async nextDue(now: number): Promise<StoredJob | null> {
    let next: StoredJob | undefined;
    for (const job of this.jobs.values()) {
      if (isPending(job) && job.runAt <= now && (next === undefined || job.runAt < next.runAt)) next = job;
    }
    return next ? { ...next } : null;
  }

  async nextRunAt(): Promise<number | null> {
    const times = [...this.jobs.values()].filter(isPending).map((job) => job.runAt);
    return times.length > 0 ? Math.min(...times) : null;
  }

  async payloadsOf(name: string): Promise<unknown[]> {
    return [...this.jobs.values()].filter((job) => job.name === name).map((job) => job.payload);
  }

  async save(job: StoredJob): Promise<void> {
    if (this.jobs.has(job.id)) this.jobs.set(job.id, { ...job });
  }

  async running(): Promise<StoredJob[]> {
    return [...this.jobs.values()].filter((job) => job.state === 'active').map((job) => ({ ...job }));
  }

  async forgetFinished(keepCount: number, finishedBefore: number): Promise<void> {
    // Oldest first; a stable sort keeps the order added among jobs finished in the same millisecond.
    const finished = [...this.jobs.values()].filter((job) => job.finishedAt !== undefined).sort((a, b) => (a.finishedAt ?? 0) - (b.finishedAt ?? 0));
    const excess = finished.length - keepCount;
    finished.forEach((job, index) => {
      if (index < excess || (job.finishedAt ?? 0) < finishedBefore) this.jobs.delete(job.id);
    });
  }
}
