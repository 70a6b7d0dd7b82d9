export { loadConfig, type AppConfig } from './config/app-config.js';
export { configSlice, ConfigError, positiveWholeNumber, type ConfigSlice, type ConfigSliceOptions } from './config/config-slice.js';
export * from './domain/index.js';
export * from './http/index.js';
export * from './database/index.js';
export * from './storage/index.js';
export * from './queue/index.js';
export * from './rich-text/index.js';
export * from './cache/index.js';
