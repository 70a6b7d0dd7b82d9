import { DomainError } from './domain-error.js';
import { FieldChecks, InvalidInput } from './invalid-input.js';

describe(FieldChecks.name, () => {
  const thrown = (checks: FieldChecks): InvalidInput => {
    try {
      checks.throwIfAny();
    } catch (error) {
      if (error instanceof InvalidInput) return error;
      throw error;
    }
    throw new Error('expected an InvalidInput');
  };

  it('passes when every rule holds', () => {
    expect(() => new FieldChecks('invalid-thing').require(true, 'name', 'Name is required').throwIfAny()).not.toThrow();
  });

  it('throws every broken rule at once, one message per field, the first problem of a field kept', () => {
    const error = thrown(
      new FieldChecks('invalid-thing')
        .require(false, 'email', 'Email is required')
        .require(false, 'email', 'Please enter a valid email address')
        .require(true, 'name', 'Name is required')
        .require(false, 'tags', 'Use at most 10 tags.'),
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'invalid-thing', kind: 'invalid-input' });
    expect(error.fieldErrors).toEqual([
      { field: 'email', message: 'Email is required' },
      { field: 'tags', message: 'Use at most 10 tags.' },
    ]);
    // The detail reads as sentences whether or not the field messages end with a stop.
    expect(error.message).toBe('Email is required. Use at most 10 tags.');
  });
});
