export { AudienceModule } from './audience.module.js';
export { audienceConfig, type AudienceConfig } from './audience.config.js';
export { audienceMigrations } from './adapters/persistence/migrations/index.js';
export { type PublishedContentSource } from './audience.module.js';
export { PublishedContentCounts } from './application/index.js';
export { PAGE_VIEW_ROUTE } from './adapters/http/page-view.controller.js';
export { PageViewFastPath } from './adapters/http/page-view-fast-path.js';
