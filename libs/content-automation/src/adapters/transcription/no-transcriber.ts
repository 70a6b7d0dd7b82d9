import { Transcriber, type Transcript } from '../../application/transcriber.js';

/** The offline default: no speech to text, so the show notes are the writer's source. */
export class NoTranscriber extends Transcriber {
  override async transcribe(): Promise<Transcript | null> {
    return null;
  }
}
