export { AudienceModule, type AudienceModuleOptions } from './audience.module.js';
export { audienceMigrations } from './adapters/persistence/migrations/index.js';
