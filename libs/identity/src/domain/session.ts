/**
 * A signed-in browser. The cookie carries a random token; only the token's digest is stored (`id`),
 * so a copy of the sessions table lets nobody sign in.
 */
export interface Session {
  readonly id: string;
  readonly userId: number;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** How long a sign-in lasts before the password is asked again. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const sessionExpiry = (now: Date): Date => new Date(now.getTime() + SESSION_LIFETIME_MS);

/** A session counts until its expiry, not at it. */
export const isActiveAt = (session: Pick<Session, 'expiresAt'>, now: Date): boolean => now.getTime() < session.expiresAt.getTime();

/** Where sessions are kept (server-side: ending one in the store ends it for the browser). */
export abstract class SessionRepository {
  abstract add(session: Session): Promise<void>;
  abstract findById(id: string): Promise<Session | null>;
  abstract remove(id: string): Promise<void>;
  /** Drops the sessions expired at `now`; answers how many. */
  abstract removeExpired(now: Date): Promise<number>;
}
