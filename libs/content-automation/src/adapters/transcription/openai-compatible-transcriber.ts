import { openAsBlob } from 'node:fs';
import path from 'node:path';
import type { Cancellable } from '../../application/cancellable.js';
import { Transcriber, type Transcript, type TranscriptSegment } from '../../application/transcriber.js';
import { field, postToService, type OpenAiCompatibleService } from '../openai-compatible/openai-compatible-http.js';

const isSeconds = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function segmentOf(value: unknown): TranscriptSegment | null {
  const start = field(value, 'start');
  const end = field(value, 'end');
  const text = field(value, 'text');
  if (!isSeconds(start) || !isSeconds(end) || typeof text !== 'string' || text.trim() === '') return null;
  return { startSeconds: start, endSeconds: Math.max(start, end), text: text.trim() };
}

/**
 * Speech to text through `POST {TRANSCRIBE_URL}/audio/transcriptions`, the endpoint OpenAI, a local
 * whisper.cpp server and faster-whisper-server all speak: a multipart form with the audio (`file`,
 * streamed from disk: `openAsBlob` reads it as the request is sent, never whole into memory), the
 * `model`, and `response_format=verbose_json` for timed segments.
 */
export class OpenAiCompatibleTranscriber extends Transcriber {
  constructor(private readonly service: OpenAiCompatibleService) {
    super();
  }

  override async transcribe(audioPath: string, { signal }: Cancellable = {}): Promise<Transcript> {
    const form = new FormData();
    form.append('file', await openAsBlob(audioPath), path.basename(audioPath));
    form.append('model', this.service.model);
    form.append('response_format', 'verbose_json');
    const answer = await postToService(this.service, 'transcription service', '/audio/transcriptions', form, signal);
    const text = field(answer, 'text');
    if (typeof text !== 'string') throw new Error('The transcription service answered without a transcript text.');
    const segments = field(answer, 'segments');
    return {
      text: text.trim(),
      segments: Array.isArray(segments) ? segments.map(segmentOf).filter((segment): segment is TranscriptSegment => segment !== null) : [],
    };
  }
}
