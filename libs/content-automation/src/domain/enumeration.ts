import { InvalidInput } from '@harmony/platform/domain';

/** How the values of one enumeration are named in the InvalidInput a value outside it gets. */
export interface EnumerationField {
  /** The InvalidInput code: whose rules (`invalid-social-post`, …). */
  readonly code: string;
  readonly field: string;
  /** The value's name in a sentence: "social post status", "platform". */
  readonly what: string;
}

export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.some((candidate) => candidate === value);

// A value echoed back is cut short: an error message is no place for a whole request body.
const ECHO_LIMIT = 40;
const echoed = (value: unknown): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > ECHO_LIMIT ? `${text.slice(0, ECHO_LIMIT)}…` : text;
};

/** What a form shows beside a field whose value is not one of `values`: the value allowed. */
export function notOneOfMessage(values: readonly string[], value: unknown, what: string): string {
  const allowed = `use one of ${values.join(', ')}`;
  return value === undefined || value === null || value === '' ? `The ${what} is required: ${allowed}.` : `"${echoed(value)}" is not a ${what}: ${allowed}.`;
}

/**
 * `value` as one of `values`, or an InvalidInput (400) on the field that names the values allowed:
 * how a status, a platform or a content type from a request or a query string becomes a domain value.
 */
export function oneOf<T extends string>(values: readonly T[], value: unknown, { code, field, what }: EnumerationField): T {
  if (isOneOf(values, value)) return value;
  throw new InvalidInput(code, [{ field, message: notOneOfMessage(values, value, what) }]);
}
