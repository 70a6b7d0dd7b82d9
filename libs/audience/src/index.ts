export { AudienceModule, type AudienceContexts } from './audience.module.js';
export { audienceConfig, type AudienceConfig } from './audience.config.js';
export { audienceMigrations } from './adapters/persistence/migrations/index.js';
export { CountAudience, type AudienceTotals } from './application/index.js';
