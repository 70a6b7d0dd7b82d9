import type { Type } from '@nestjs/common';
import type { EnqueuedJob, EnqueueOptions, JobQueue } from './job-queue.js';
import type { JobName, JobPayloads } from './job-payloads.js';

/**
 * One kind of background job, as the context that runs it declares it: its name (the payload is
 * declared beside it, in JobPayloads) and, for work that must happen once per subject, the rule that
 * turns a payload into the job id that de-duplicates it.
 */
export interface JobKind<N extends JobName = JobName> {
  readonly name: N;
  // Method syntax: a kind of one job name must fit where any kind is expected.
  jobId?(payload: JobPayloads[N]): string;
}

/** A context's background work in one place: the module that registers its handlers, and the kinds it runs. */
export interface BackgroundJobs {
  /**
   * The module that registers the handlers, for a consuming process to import. Absent when the
   * context's own module registers them (its use cases need its storage), and every consuming
   * composition root imports that module anyway: the queue then refuses to start if one does not.
   */
  readonly module?: Type<unknown>;
  readonly kinds: readonly JobKind[];
}

/** The job names a consuming process must be able to run (QueueModule's `consumes`). */
export const jobNamesOf = (jobs: readonly BackgroundJobs[]): JobName[] => jobs.flatMap((context) => context.kinds.map((kind) => kind.name));

/** Enqueues a job of a declared kind, with the job id its kind derives from the payload. */
export function enqueueJob<N extends JobName>(queue: JobQueue, kind: JobKind<N>, payload: JobPayloads[N], options: Omit<EnqueueOptions, 'jobId'> = {}): Promise<EnqueuedJob> {
  const jobId = kind.jobId?.(payload);
  return queue.enqueue(kind.name, payload, jobId === undefined ? options : { ...options, jobId });
}
