import { DomainError } from '@harmony/platform/domain';

/** The password given does not match the owner's. The same answer whatever was wrong, so nothing leaks. */
export class WrongPassword extends DomainError {
  readonly code = 'wrong-password';
  readonly kind = 'unauthorized' as const;

  constructor() {
    super('The password is incorrect.');
  }
}

/** A request that needs the owner's session came without an active one. */
export class NotSignedIn extends DomainError {
  readonly code = 'not-signed-in';
  readonly kind = 'unauthorized' as const;

  constructor() {
    super('Sign in to the back office first.');
  }
}

/** The code of the InvalidInput a sign-in without a password throws (the form's "Password is required"). */
export const INVALID_LOGIN = 'invalid-login';
