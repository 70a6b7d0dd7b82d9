import { Injectable } from '@nestjs/common';
import { SessionRepository } from '../domain/index.js';
import { Secrets } from './ports.js';

/** Ends the session a token names, on the server: the cookie alone no longer opens anything. Signing out twice is fine. */
@Injectable()
export class SignOut {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly secrets: Secrets,
  ) {}

  async execute(token: string): Promise<void> {
    await this.sessions.remove(this.secrets.sessionIdOf(token));
  }
}
