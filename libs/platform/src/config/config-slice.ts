import { z } from 'zod';

/** A bad or missing environment variable: the message names it so the operator can fix it. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid environment variable ${variable}: ${detail}`);
    this.name = 'ConfigError';
  }
}

/**
 * One part of the configuration: the environment variables a context (or the platform) reads, their
 * validation and defaults, and the typed value they become. Each context declares its own beside its
 * module, so a variable is named, checked and documented where it is used; loading happens at boot, and
 * a bad value stops the process with the variable's name.
 */
export interface ConfigSlice<T> {
  /** The environment variables this slice reads. */
  readonly variables: readonly string[];
  load(environment?: NodeJS.ProcessEnv): T;
}

export interface ConfigSliceOptions<Shape> {
  /** Variables whose value an error must never repeat (passwords, keys): it goes to logs. */
  readonly secrets?: readonly (keyof Shape & string)[];
}

export function configSlice<Shape extends z.ZodRawShape, T>(shape: Shape, toConfig: (values: z.output<z.ZodObject<Shape>>) => T, options: ConfigSliceOptions<Shape> = {}): ConfigSlice<T> {
  const schema = z.object(shape);
  return {
    variables: Object.keys(shape),
    load(environment = process.env) {
      const parsed = schema.safeParse(environment);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const variable = String(issue.path[0] ?? 'unknown');
        const given = (options.secrets as readonly string[] | undefined)?.includes(variable) ? undefined : environment[variable];
        throw new ConfigError(variable, `${issue.message}${given === undefined ? '' : ` (got "${given}")`}`);
      }
      return toConfig(parsed.data);
    },
  };
}

/** A positive whole number read from the environment, with a message that says what it counts. */
export const positiveWholeNumber = (what: string) => z.coerce.number({ message: `expected a number of ${what}` }).int('expected a whole number').min(1);
