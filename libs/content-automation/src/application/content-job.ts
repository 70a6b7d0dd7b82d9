import type { JobSnapshot } from '@harmony/platform';
import { MEDIA_KIND_NAMES, type FailedMedium } from '../domain/index.js';
import { processEpisodeAudioJob } from './content-jobs.js';
import { PIPELINE_STEPS, type ProcessEpisodeAudioResult } from './process-episode-audio.js';

/** A content job as the owner follows it: queued, active, completed or failed. */
export type ContentJobState = 'queued' | 'active' | 'completed' | 'failed';

export interface ContentJob {
  readonly id: string;
  readonly state: ContentJobState;
  /** 0–100. */
  readonly progress: number;
  /** The step under way ("Transcribing the audio"); after a failure, the one that failed. */
  readonly step: string;
  /** Tries made so far, and how many it gets (it is retried with backoff). */
  readonly attemptsMade: number;
  readonly maxAttempts: number;
  /** When completed: SPEC's `{blogPostIds, socialMediaPostIds}`, the video's id and the episode. */
  readonly result: ProcessEpisodeAudioResult | null;
  /** When failed, why, as a person reads it; while waiting to retry, the reason of the last try. */
  readonly error: string | null;
}

const stateOf: Record<JobSnapshot['state'], ContentJobState> = { waiting: 'queued', delayed: 'queued', active: 'active', completed: 'completed', failed: 'failed' };

/** A run completed with its words stored, but media that failed to render: what the owner reads, and what to do. */
export function completedWithFailures(failed: readonly FailedMedium[]): string {
  const names = failed.map(({ kind }) => MEDIA_KIND_NAMES[kind].replace(/^The /, 'the '));
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
  const again = names.length > 1 ? 'render them again from their cards' : 'render it again from its card';
  return `Done, but ${listed} could not be rendered: ${again}.`;
}

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
