import { Transcriber, type Cancellable, type Transcript } from '../application/index.js';
import type { PortCall } from './port-call.js';

const aTranscript: Transcript = { text: 'Welcome back. Today: one account or two.', segments: [{ startSeconds: 0, endSeconds: 4, text: 'Welcome back. Today: one account or two.' }] };

/** Answers `transcript` for any audio, recording each call in `calls`. */
export class RecordingTranscriber extends Transcriber {
  constructor(
    private readonly calls: PortCall[],
    private readonly transcript: Transcript = aTranscript,
  ) {
    super();
  }

  override async transcribe(_audioPath: string, { signal }: Cancellable = {}): Promise<Transcript> {
    this.calls.push({ what: 'transcribe', signal });
    return this.transcript;
  }
}
