import type { JobName } from './job-payloads.js';
import type { JobContext, JobHandler } from './job-queue.js';

type StoredHandler = (payload: unknown, context: JobContext) => Promise<unknown>;

/** A consumer started without a handler for a job kind it must run: the message names each one. */
export class MissingJobHandlerError extends Error {
  constructor(readonly jobNames: readonly string[]) {
    super(
      `No handler registered for job ${jobNames.map((name) => `'${name}'`).join(', ')}. ` +
        'Import the module that registers it (JobHandlerRegistry.register) into this process, or remove the job from the consumed list.',
    );
    this.name = 'MissingJobHandlerError';
  }
}

/**
 * Handlers per job name. The API in embedded mode and the worker build the same registry from the
 * same context modules; `expected` lists the job kinds the process must be able to run, so a consumer
 * that lacks one fails at start-up instead of letting jobs pile up or fail one by one.
 */
export class JobHandlerRegistry {
  private readonly handlers = new Map<string, StoredHandler>();
  private readonly expected: ReadonlySet<string>;

  constructor(expected: readonly JobName[] = []) {
    this.expected = new Set(expected);
  }

  register<N extends JobName>(name: N, handler: JobHandler<N>): void {
    if (this.handlers.has(name)) throw new Error(`A handler for job '${name}' is already registered: each job kind has exactly one.`);
    this.handlers.set(name, handler as StoredHandler);
  }

  /** The handler for a stored job's name, which may be one this process does not know. */
  handlerFor(name: string): StoredHandler | undefined {
    return this.handlers.get(name);
  }

  get registeredNames(): readonly string[] {
    return [...this.handlers.keys()];
  }

  get expectedNames(): readonly string[] {
    return [...this.expected];
  }

  /** Throws MissingJobHandlerError when an expected job kind has no handler. */
  assertComplete(): void {
    const missing = [...this.expected].filter((name) => !this.handlers.has(name));
    if (missing.length > 0) throw new MissingJobHandlerError(missing);
  }
}

/** Why a job whose kind has no handler fails (at once: retrying cannot grow a handler). */
export const noHandlerReason = (name: string): string => `No handler registered for job '${name}' in this process`;
