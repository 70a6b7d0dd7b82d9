export * from './test-databases.js';
export * from '../queue/testing/index.js';
export { RecordingContentChanges } from './recording-content-changes.js';
export { parseCsv } from './parse-csv.js';
export * from './media-samples.js';
export { requestHoldingBody, type HeldBodyAnswer } from './held-body-request.js';
export { fieldErrorsFor } from './field-errors.js';
