export * from './queue-test-support.js';
