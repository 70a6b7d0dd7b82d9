import { Injectable, ValidationPipe, type PipeTransform, type ValidationError } from '@nestjs/common';
import type { FieldError } from '../domain/domain-error.js';
import { InvalidRequest } from './invalid-request.error.js';

const flatten = (errors: readonly ValidationError[], parent = ''): FieldError[] =>
  errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    // One message per field once: several failed rules may word the same thing (a whole number from 1 to 100).
    const own = [...new Set(Object.values(error.constraints ?? {}))].map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });

/** Global body/query validation: unknown fields are refused, each failure is reported per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      return new InvalidRequest(fieldErrors.map((error) => error.message).join('; ') || 'The request is not valid.', fieldErrors);
    },
  });
}

/** A numeric path parameter (`/episodes/abc` is a 400 naming the parameter, not a 404). */
@Injectable()
export class WholeNumberParam implements PipeTransform<string, number> {
  constructor(private readonly name: string) {}

  transform(value: string): number {
    if (!/^\d{1,15}$/.test(value)) {
      const message = `The ${this.name} must be a whole number.`;
      throw new InvalidRequest(message, [{ field: this.name, message }]);
    }
    return Number(value);
  }
}
