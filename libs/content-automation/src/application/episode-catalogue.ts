import type { TranscriptSegment } from './transcriber.js';

/** What the pipeline knows of an episode, read through the episode context's public API. */
export interface EpisodeFacts {
  readonly id: number;
  readonly number: number;
  readonly title: string;
  /** The show notes as the owner wrote them: markdown (issue 23), or HTML from before then. Writers read them as plain text. */
  readonly description: string;
  /** Public media URL of the cover, or null when the episode has none yet. */
  readonly imageUrl: string | null;
}

/** An episode as the owner knows it: by its number and title (its id is the database's). */
export type EpisodeName = Pick<EpisodeFacts, 'id' | 'number' | 'title'>;

/** The episode context, as the pipeline needs it (never its internals). */
export abstract class EpisodeCatalogue {
  /** The episode with this id, scheduled or not, or null. */
  abstract find(episodeId: number): Promise<EpisodeFacts | null>;
  /** The episodes with these ids, scheduled or not, in one read (a list never asks per item); an id no episode has is left out. */
  abstract namesOf(episodeIds: readonly number[]): Promise<EpisodeName[]>;
  /** Stores the duration measured from the uploaded audio ("1:02:03", "42:10"). */
  abstract recordDuration(episodeId: number, durationSeconds: number): Promise<void>;
  /**
   * Stores the transcript's timed segments on the episode (its page shows them, the feed links them),
   * unless the episode has a transcript already: the owner's upload is never replaced. Whether it was stored.
   */
  abstract recordTranscript(episodeId: number, cues: readonly TranscriptSegment[]): Promise<boolean>;
}
