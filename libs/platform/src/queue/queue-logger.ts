/** What the adapters log through; Nest's Logger satisfies it, so does console. */
export interface QueueLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const silentQueueLogger: QueueLogger = { log: () => {}, warn: () => {}, error: () => {} };
