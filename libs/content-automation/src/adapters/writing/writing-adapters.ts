import type { ContentWriter } from '../../application/content-writer.js';
import type { Transcriber } from '../../application/transcriber.js';
import { OfflineContentWriter } from './offline-content-writer.js';
import { OpenAiCompatibleContentWriter } from './openai-compatible-content-writer.js';
import { NoTranscriber, OpenAiCompatibleTranscriber } from './transcribers.js';
import type { WritingConfig } from './writing.config.js';

/** The chat service's writer when `AI_BASE_URL` is set, else the built-in offline one. */
export const contentWriterFrom = (config: WritingConfig): ContentWriter => (config.writer ? new OpenAiCompatibleContentWriter(config.writer) : new OfflineContentWriter());

/** The speech-to-text service when `TRANSCRIBE_URL` is set, else none (the show notes are the source). */
export const transcriberFrom = (config: WritingConfig): Transcriber => (config.transcriber ? new OpenAiCompatibleTranscriber(config.transcriber) : new NoTranscriber());
