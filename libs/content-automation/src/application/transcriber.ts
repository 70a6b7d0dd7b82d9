import type { Cancellable } from './cancellable.js';

export interface TranscriptSegment {
  readonly startSeconds: number;
  readonly endSeconds: number;
  readonly text: string;
}

export interface Transcript {
  readonly text: string;
  /** Timed segments when the service gives them (a reel starts at the quote's segment). */
  readonly segments: readonly TranscriptSegment[];
}

/** Speech to text. The offline default answers null: no transcript, and the show notes are the source. */
export abstract class Transcriber {
  abstract transcribe(audioPath: string, options?: Cancellable): Promise<Transcript | null>;
}
