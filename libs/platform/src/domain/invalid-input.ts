import { DomainError, type FieldError } from './domain-error.js';

const sentence = (message: string): string => (/[.!?]$/.test(message) ? message : `${message}.`);

/**
 * Input that breaks a context's rules, with one message per field: a form shows each beside its field,
 * and the problem's detail reads them all as sentences. `code` says whose rules (`invalid-episode`,
 * `invalid-article`, `invalid-submission`, …), for clients and tests that tell them apart.
 */
export class InvalidInput extends DomainError {
  readonly kind = 'invalid-input' as const;

  constructor(
    readonly code: string,
    fieldErrors: readonly FieldError[],
  ) {
    super(fieldErrors.map((problem) => sentence(problem.message)).join(' '), fieldErrors);
  }
}

/**
 * Collects a context's field rules and throws every broken one at once, as one InvalidInput (a form can
 * then show every message together). A field keeps its first problem: "required" before "malformed".
 */
export class FieldChecks {
  private readonly problems: FieldError[] = [];

  constructor(private readonly code: string) {}

  require(condition: boolean, field: string, message: string): this {
    if (!condition && !this.problems.some((problem) => problem.field === field)) this.problems.push({ field, message });
    return this;
  }

  throwIfAny(): void {
    if (this.problems.length) throw new InvalidInput(this.code, this.problems);
  }
}
