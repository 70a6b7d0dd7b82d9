export interface TranscriptSegment {
  readonly startSeconds: number;
  readonly endSeconds: number;
  readonly text: string;
}

/** What speech to text made of an episode's audio. */
export interface Transcript {
  readonly text: string;
  /** Timed segments when the service gives them (a reel starts at the quote's segment). */
  readonly segments: readonly TranscriptSegment[];
}
