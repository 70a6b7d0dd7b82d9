export { AudienceModule, type AudienceContexts } from './audience.module.js';
export { audienceConfig, type AudienceConfig } from './audience.config.js';
export { audienceMigrations } from './adapters/persistence/migrations/index.js';
export { CountAudience, type AudienceTotals } from './application/index.js';
export { NewsletterJobsModule, audienceJobs, type NewsletterJobsOptions } from './newsletter-jobs.module.js';
export { NEWSLETTERS_PATH } from './adapters/http/newsletters.controller.js';
export { DraftEpisodeNewsletter, type EpisodeNewsletterDraft } from './application/index.js';
