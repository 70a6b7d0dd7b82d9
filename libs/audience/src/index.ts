export { AudienceModule, PURGE_INTERVAL_MS, type AudienceContexts } from './audience.module.js';
export { NewsletterModule, AudienceSuppressionModule, audienceJobs, NEWSLETTER_LINKS_KEY_PURPOSE, type NewsletterAddresses, type NewsletterContexts } from './newsletter.module.js';
export { audienceConfig, type AudienceConfig } from './audience.config.js';
export { audienceMigrations } from './adapters/persistence/migrations/index.js';
export { CountAudience, NewsletterRecipients, type AudienceTotals, type NewsletterRecipient } from './application/index.js';
export { SUBSCRIBER_STATUSES, type SubscriberStatus } from './domain/index.js';
export { NewsletterJobsModule, type NewsletterJobsOptions } from './newsletter-jobs.module.js';
export { NEWSLETTERS_PATH } from './adapters/http/newsletters.controller.js';
export { DraftEpisodeNewsletter, type EpisodeNewsletterDraft } from './application/index.js';
