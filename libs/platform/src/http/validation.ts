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

/** The largest id a row can have: every table's key is a Postgres `integer`. */
export const LARGEST_ID = 2_147_483_647;

/**
 * A record's id in a path (`/episodes/{id}`), for every route that takes one: `/episodes/abc` is a 400
 * naming the parameter, not a 404, and so is an id no row can have (0, past LARGEST_ID), which the
 * database would refuse with an error rather than find nothing.
 */
@Injectable()
export class WholeNumberParam implements PipeTransform<string, number> {
  constructor(private readonly name: string) {}

  transform(value: string): number {
    if (!/^\d{1,15}$/.test(value)) throw this.invalid(`The ${this.name} must be a whole number.`);
    const id = Number(value);
    if (id < 1 || id > LARGEST_ID) throw this.invalid(`The ${this.name} must be a whole number from 1 to ${LARGEST_ID}.`);
    return id;
  }

  private invalid(message: string): InvalidRequest {
    return new InvalidRequest(message, [{ field: this.name, message }]);
  }
}
