export { AudienceModule } from './audience.module.js';
export { audienceConfig, type AudienceConfig } from './audience.config.js';
export { audienceMigrations } from './adapters/persistence/migrations/index.js';
export { type PublishedContentSource } from './audience.module.js';
export { EpisodeAudioCatalogue, PublishedContentCounts } from './application/index.js';
export { durationSeconds, type EpisodeAudio } from './domain/index.js';
export { AudioRequestLogging } from './adapters/http/audio-request-logging.js';
export { PAGE_VIEW_ROUTE } from './adapters/http/page-view.controller.js';
export { PageViewFastPath } from './adapters/http/page-view-fast-path.js';
