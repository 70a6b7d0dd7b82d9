import { Injectable } from '@nestjs/common';
import { FieldChecks } from '@harmony/platform/domain';
import { INVALID_LOGIN, OWNER_USERNAME, SessionRepository, sessionExpiry, UserRepository, WrongPassword } from '../domain/index.js';
import { PasswordHasher, Secrets } from './ports.js';

export interface SignedIn {
  /** For the session cookie only: it is never stored. */
  readonly token: string;
  readonly expiresAt: Date;
}

/** Checks the owner's password and opens a session: a new one on every sign-in, so an old token never gains rights. */
@Injectable()
export class SignIn {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly hasher: PasswordHasher,
    private readonly secrets: Secrets,
  ) {}

  async execute({ password }: { password: string }, now: Date = new Date()): Promise<SignedIn> {
    new FieldChecks(INVALID_LOGIN).require(password.length > 0, 'password', 'Password is required').throwIfAny();
    const owner = await this.users.findByUsername(OWNER_USERNAME);
    if (!owner || !(await this.hasher.verify(password, owner.passwordHash))) throw new WrongPassword();
    await this.sessions.removeExpired(now);
    const { token, sessionId } = this.secrets.newSessionToken();
    const expiresAt = sessionExpiry(now);
    await this.sessions.add({ id: sessionId, userId: owner.id, createdAt: now, expiresAt });
    return { token, expiresAt };
  }
}
