export * from './test-databases.js';
export * from '../queue/testing/index.js';
