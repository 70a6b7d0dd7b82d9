import { PasswordHasher, Secrets, type IssuedToken } from '../application/index.js';
import { isActiveAt, SessionRepository, UserRepository, type Session, type User } from '../domain/index.js';

/** Fakes of identity's ports for use-case tests; the TypeORM and crypto adapters are tested for real. */
export class InMemoryUserRepository extends UserRepository {
  private readonly byUsername = new Map<string, User>();

  async findByUsername(username: string): Promise<User | null> {
    return this.byUsername.get(username) ?? null;
  }

  async upsert(username: string, passwordHash: string): Promise<User> {
    const user = { id: this.byUsername.get(username)?.id ?? this.byUsername.size + 1, username, passwordHash };
    this.byUsername.set(username, user);
    return user;
  }
}

export class InMemorySessionRepository extends SessionRepository {
  private readonly byId = new Map<string, Session>();

  async add(session: Session): Promise<void> {
    this.byId.set(session.id, { ...session });
  }

  async findById(id: string): Promise<Session | null> {
    return this.byId.get(id) ?? null;
  }

  async remove(id: string): Promise<void> {
    this.byId.delete(id);
  }

  async removeExpired(now: Date): Promise<number> {
    const expired = [...this.byId.values()].filter((session) => !isActiveAt(session, now));
    for (const session of expired) this.byId.delete(session.id);
    return expired.length;
  }

  /** Every session kept, for tests. */
  all(): Session[] {
    return [...this.byId.values()];
  }
}

/** Readable hashes: `hashed(<password>)`. */
export class FakePasswordHasher extends PasswordHasher {
  async hash(password: string): Promise<string> {
    return `hashed(${password})`;
  }

  async verify(password: string, passwordHash: string): Promise<boolean> {
    return passwordHash === `hashed(${password})`;
  }
}

/** Predictable tokens (`token-1`, `token-2`, …) stored under `id-of(token-1)`. */
export class FakeSecrets extends Secrets {
  private issued = 0;

  newSessionToken(): IssuedToken {
    this.issued += 1;
    const token = `token-${this.issued}`;
    return { token, sessionId: this.sessionIdOf(token) };
  }

  sessionIdOf(token: string): string {
    return `id-of(${token})`;
  }

  newPassword(): string {
    return 'generated-password';
  }
}
