import type { ContentWriter } from '../../application/content-writer.js';
import type { OpenAiCompatibleService } from '../openai-compatible/openai-compatible-http.js';
import { OfflineContentWriter } from './offline-content-writer.js';
import { OpenAiCompatibleContentWriter } from './openai-compatible-content-writer.js';

/** The chat service's writer when `AI_BASE_URL` is set (the offline writer filling what its answers lack), else the built-in offline one. */
export const contentWriterFrom = (service: OpenAiCompatibleService | null): ContentWriter => {
  const offline = new OfflineContentWriter();
  return service ? new OpenAiCompatibleContentWriter(service, offline) : offline;
};
