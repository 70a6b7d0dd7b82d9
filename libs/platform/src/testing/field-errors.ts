import { InvalidInput, type FieldError } from '../domain/index.js';

/** For tests of a rule: the field errors of the InvalidInput with `code` that `attempt` throws (anything else fails the test). */
export const fieldErrorsFor =
  (code: string) =>
  (attempt: () => unknown): readonly FieldError[] => {
    try {
      attempt();
    } catch (error) {
      if (error instanceof InvalidInput && error.code === code) return error.fieldErrors;
      throw error;
    }
    throw new Error(`expected an ${code} InvalidInput`);
  };
