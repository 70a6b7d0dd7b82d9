/**
 * Every job kind and its payload. Contexts add theirs by declaration merging, in the file that owns them:
 *
 *   declare module '@harmony/platform' {
 *     interface JobPayloads { 'content.process-episode': { uploadId: string } }
 *   }
 *
 * Payloads travel as JSON (through Redis in production, through a JSON round trip in-process),
 * so they hold plain data: ids and values, never entities, Dates or class instances.
 */
export interface JobPayloads {
  /** Proves the pipeline end to end: the worker answers `{ pong: message }`. */
  'system.ping': { message: string };
}

export type JobName = keyof JobPayloads & string;

export type JobPayload<N extends JobName> = JobPayloads[N];
