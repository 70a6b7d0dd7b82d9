import { DomainError, type FieldError } from '../domain/domain-error.js';

/** Input that fails the API's validation: carries one message per field for forms to show. */
export class InvalidRequest extends DomainError {
  readonly code = 'invalid-request';
  readonly kind = 'invalid-input' as const;

  constructor(message: string, fieldErrors: readonly FieldError[] = []) {
    super(message, fieldErrors);
  }
}
