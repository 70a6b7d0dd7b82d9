export * from './domain/index.js';
export * from './application/index.js';
export { SocialModule, type SocialModuleOptions } from './social.module.js';
export { socialConfig, type SocialConfig } from './social.config.js';
export { socialMigrations } from './adapters/persistence/migrations/index.js';
export { BlueskyNetwork, MastodonNetwork, WebhookNetwork, webhookSignature } from './adapters/networks/index.js';
