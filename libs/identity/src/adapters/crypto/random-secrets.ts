import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Secrets, type IssuedToken } from '../../application/index.js';

/** 32 random bytes per session token (base64url), stored under their SHA-256 digest. */
@Injectable()
export class RandomSecrets extends Secrets {
  newSessionToken(): IssuedToken {
    const token = randomBytes(32).toString('base64url');
    return { token, sessionId: this.sessionIdOf(token) };
  }

  sessionIdOf(token: string): string {
    return createHash('sha256').update(token).digest('base64url');
  }

  /** 18 random bytes: 24 characters of base64url, 144 bits. */
  newPassword(): string {
    return randomBytes(18).toString('base64url');
  }
}
