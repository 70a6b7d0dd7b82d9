/** Turns a password into a stored hash and checks one against it (adapter: scrypt). */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash it cannot read; never throws for either. */
  abstract verify(password: string, passwordHash: string): Promise<boolean>;
}

/** A new session's cookie token, and the id it is stored under (the token's digest). */
export interface IssuedToken {
  readonly token: string;
  readonly sessionId: string;
}

/** The randomness identity needs (adapter: node:crypto). */
export abstract class Secrets {
  abstract newSessionToken(): IssuedToken;
  /** The id a token's session is stored under; the same for the same token. */
  abstract sessionIdOf(token: string): string;
  /** A password strong enough to print once for an owner who set none. */
  abstract newPassword(): string;
}
