import type { OAuthPlatform } from '../domain/index.js';

/** One sign-in under way: the network calls back with its state, and the PKCE verifier proves the code is ours. */
export interface OAuthAttempt {
  readonly stateHash: string;
  readonly platform: OAuthPlatform;
  readonly codeVerifier: string;
  readonly createdAt: Date;
}

/** A sign-in lasts this long: the network's page, the owner's consent, the callback. */
export const OAUTH_ATTEMPT_TTL_MS = 10 * 60_000;

/** The sign-ins under way (port). Each is taken once: a replayed callback finds nothing. */
export abstract class OAuthAttempts {
  abstract save(attempt: OAuthAttempt): Promise<void>;
  /** The attempt with this state, removed as it is read; null when unknown, used or older than OAUTH_ATTEMPT_TTL_MS. */
  abstract take(stateHash: string, now: Date): Promise<OAuthAttempt | null>;
}
