export { AnalyticsModule, type AnalyticsContexts } from './analytics.module.js';
export { analyticsConfig, type AnalyticsConfig } from './analytics.config.js';
export { analyticsMigrations } from './adapters/persistence/migrations/index.js';
export { AudioRequestLogging } from './adapters/http/audio-request-logging.js';
export { PAGE_VIEW_ROUTE } from './adapters/http/page-view.controller.js';
export { PageViewFastPath } from './adapters/http/page-view-fast-path.js';
