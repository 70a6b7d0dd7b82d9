export { OfflineContentWriter } from './offline-content-writer.js';
export { OpenAiCompatibleContentWriter } from './openai-compatible-content-writer.js';
export type { FallbackWriter } from './fallback-writer.js';
export { loadWritingConfig, writingConfig, type WritingConfig } from './writing.config.js';
export { contentWriterFrom } from './writing-adapters.js';
