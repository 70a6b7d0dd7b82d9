export * from './domain/index.js';
export * from './application/index.js';
