/**
 * Base of every business-rule failure. The stable `code` is what clients and tests rely on;
 * the platform's exception filter maps each kind to an HTTP status at the edge.
 */
export type DomainErrorKind =
  | 'not-found'
  | 'invalid-input'
  | 'conflict'
  | 'forbidden'
  | 'unauthorized'
  | 'rule-violated'
  | 'rate-limited'
  /** What was sent is larger than allowed (an upload past its size limit). */
  | 'too-large'
  /** What was sent is of a type not accepted (an upload whose bytes are not an allowed format). */
  | 'unsupported-type'
  /** A service the request needs is down for now (the job queue): try again later. */
  | 'unavailable';

export interface FieldError {
  readonly field: string;
  readonly message: string;
}

export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly kind: DomainErrorKind;

  protected constructor(message: string, readonly fieldErrors: readonly FieldError[] = []) {
    super(message);
    this.name = new.target.name;
  }
}
