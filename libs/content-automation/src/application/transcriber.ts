import type { Transcript } from '../domain/index.js';
import type { Cancellable } from './cancellable.js';

// The transcript is the domain's (the writing plan reads its segments); the port's users find it here too.
export type { Transcript, TranscriptSegment } from '../domain/index.js';

/** Speech to text. The offline default answers null: no transcript, and the show notes are the source. */
export abstract class Transcriber {
  abstract transcribe(audioPath: string, options?: Cancellable): Promise<Transcript | null>;
}
