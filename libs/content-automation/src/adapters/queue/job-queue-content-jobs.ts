import { Injectable } from '@nestjs/common';
import { enqueueJob, JobQueue, QueueUnavailableError, type JobSnapshot } from '@harmony/platform';
import { ContentJobs, completedWithFailures, PIPELINE_STEPS, type ContentJob, type ContentJobState, type ProcessEpisodeAudioRequest, type ProcessEpisodeAudioResult, type PublishPostRequest } from '../../application/index.js';
import { ContentProcessingUnavailable } from '../../domain/index.js';
import { processEpisodeAudioJob, publishPostJob, publishScheduledPostJob, renderMediumJob } from './content-job-kinds.js';

const stateOf: Record<JobSnapshot['state'], ContentJobState> = { waiting: 'queued', delayed: 'queued', active: 'active', completed: 'completed', failed: 'failed' };

/** A stored job as the owner reads it; null for a job that is not a content run. */
export function toContentJob(snapshot: JobSnapshot): ContentJob | null {
  if (snapshot.name !== processEpisodeAudioJob.name) return null;
  const state = stateOf[snapshot.state];
  const stored = state === 'completed' ? (snapshot.result as Omit<ProcessEpisodeAudioResult, 'failedMedia'> & Partial<Pick<ProcessEpisodeAudioResult, 'failedMedia'>>) : null;
  // A run finished before issue 22 kept no list of failed media.
  const result = stored && { ...stored, failedMedia: stored.failedMedia ?? [] };
  const queuedStep = snapshot.attemptsMade > 0 ? `Retrying (try ${snapshot.attemptsMade + 1} of ${snapshot.maxAttempts})` : 'Waiting for a worker';
  const doneStep = result?.failedMedia.length ? completedWithFailures(result.failedMedia) : PIPELINE_STEPS.done.stage;
  const step = state === 'completed' ? doneStep : state === 'queued' ? queuedStep : (snapshot.stage ?? 'Starting');
  return {
    id: snapshot.id,
    state,
    progress: state === 'completed' ? 100 : snapshot.progress,
    step,
    attemptsMade: snapshot.attemptsMade,
    maxAttempts: snapshot.maxAttempts,
    result,
    error: snapshot.failedReason ?? null,
  };
}

/** A queue that does not answer is the context's 503: the owner reads that nothing was saved. */
async function orUnavailable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof QueueUnavailableError) throw new ContentProcessingUnavailable();
    throw error;
  }
}

/** The context's jobs on the platform's job queue (BullMQ, or in process in embedded mode); the kinds and their ids in `content-job-kinds.ts`. */
@Injectable()
export class JobQueueContentJobs extends ContentJobs {
  constructor(private readonly queue: JobQueue) {
    super();
  }

  override canStartRuns(): Promise<boolean> {
    return this.queue.isHealthy();
  }

  override startRun(request: ProcessEpisodeAudioRequest): Promise<ContentJob> {
    return orUnavailable(async () => {
      const { id } = await enqueueJob(this.queue, processEpisodeAudioJob, request);
      const snapshot = await this.queue.getJob(id);
      const job = snapshot && toContentJob(snapshot);
      return job ?? { id, state: 'queued', progress: 0, step: 'Waiting for a worker', attemptsMade: 0, maxAttempts: 1, result: null, error: null };
    });
  }

  override findRun(jobId: string): Promise<ContentJob | null> {
    return orUnavailable(async () => {
      const snapshot = await this.queue.getJob(jobId);
      return snapshot && toContentJob(snapshot);
    });
  }

  override schedulePublication(postId: number, at: Date, now: Date = new Date()): Promise<void> {
    return orUnavailable(async () => {
      await enqueueJob(this.queue, publishScheduledPostJob, { postId, scheduledFor: at.toISOString() }, { delayMs: Math.max(0, at.getTime() - now.getTime()) });
    });
  }

  override publishPost(request: PublishPostRequest, delayMs = 0): Promise<void> {
    return orUnavailable(async () => {
      await enqueueJob(this.queue, publishPostJob, request, { delayMs: Math.max(0, delayMs) });
    });
  }

  override renderMedium(mediaId: number, renders: number): Promise<void> {
    return orUnavailable(async () => {
      await enqueueJob(this.queue, renderMediumJob, { mediaId, renders });
    });
  }

  override uploadsOfKeptRuns(): Promise<string[]> {
    return orUnavailable(async () => (await this.queue.keptPayloads(processEpisodeAudioJob.name)).map(({ audioUrl }) => audioUrl));
  }
}
