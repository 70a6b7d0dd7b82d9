import { MEDIA_KIND_NAMES, type FailedMedium } from '../domain/index.js';
import type { ProcessEpisodeAudioResult } from './process-episode-audio.js';

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

/** A run completed with its words stored, but media that failed to render: what the owner reads, and what to do. */
export function completedWithFailures(failed: readonly FailedMedium[]): string {
  const names = failed.map(({ kind }) => MEDIA_KIND_NAMES[kind].replace(/^The /, 'the '));
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
  const again = names.length > 1 ? 'render them again from their cards' : 'render it again from its card';
  return `Done, but ${listed} could not be rendered: ${again}.`;
}
