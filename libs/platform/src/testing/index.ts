export * from './test-databases.js';
export * from '../queue/testing/index.js';
export { RecordingContentChanges } from './recording-content-changes.js';
