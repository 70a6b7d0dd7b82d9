import { DomainError, type FieldError } from '@harmony/platform/domain';

/** A public form's input breaks its rules; each field's message is the one the form shows. */
export class InvalidSubmission extends DomainError {
  readonly code = 'invalid-submission';
  readonly kind = 'invalid-input' as const;

  constructor(fieldErrors: readonly FieldError[]) {
    super(fieldErrors.map((problem) => problem.message).join('. '), fieldErrors);
  }
}

/** Collects field problems and throws them together, so a form can show every message at once. */
export class FieldChecks {
  private readonly problems: FieldError[] = [];

  require(condition: boolean, field: string, message: string): this {
    if (!condition && !this.problems.some((problem) => problem.field === field)) this.problems.push({ field, message });
    return this;
  }

  throwIfAny(): void {
    if (this.problems.length) throw new InvalidSubmission(this.problems);
  }
}
