import { Injectable } from '@nestjs/common';
import { isActiveAt, SessionRepository, type Session } from '../domain/index.js';
import { Secrets } from './ports.js';

/** The active session a cookie token names, or null: no token, an unknown one, or an expired one. */
@Injectable()
export class CurrentSession {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly secrets: Secrets,
  ) {}

  async execute(token: string | undefined, now: Date = new Date()): Promise<Session | null> {
    if (!token) return null;
    const session = await this.sessions.findById(this.secrets.sessionIdOf(token));
    if (!session) return null;
    if (isActiveAt(session, now)) return session;
    await this.sessions.remove(session.id);
    return null;
  }
}
