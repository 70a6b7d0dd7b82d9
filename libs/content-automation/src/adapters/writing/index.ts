export { OfflineContentWriter, SOCIAL_SLOTS, slotsFor, type SocialSlot } from './offline-content-writer.js';
export { OpenAiCompatibleContentWriter } from './openai-compatible-content-writer.js';
export { NoTranscriber, OpenAiCompatibleTranscriber } from './transcribers.js';
export { loadWritingConfig, writingConfig, type OpenAiCompatibleService, type WritingConfig } from './writing.config.js';
export { contentWriterFrom, transcriberFrom } from './writing-adapters.js';
