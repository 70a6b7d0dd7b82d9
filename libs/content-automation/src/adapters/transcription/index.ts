import type { Transcriber } from '../../application/transcriber.js';
import type { OpenAiCompatibleService } from '../openai-compatible/openai-compatible-http.js';
import { NoTranscriber } from './no-transcriber.js';
import { OpenAiCompatibleTranscriber } from './openai-compatible-transcriber.js';

export { NoTranscriber, OpenAiCompatibleTranscriber };

/** The speech-to-text service when `TRANSCRIBE_URL` is set, else none (the show notes are the source). */
export const transcriberFrom = (service: OpenAiCompatibleService | null): Transcriber => (service ? new OpenAiCompatibleTranscriber(service) : new NoTranscriber());
