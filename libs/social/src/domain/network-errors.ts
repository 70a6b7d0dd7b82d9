import { DomainError } from '@harmony/platform/domain';
import type { NetworkPlatform } from './network-platform.js';

/** The code of an account's connection fields refused before any network is asked (400, by field). */
export const INVALID_SOCIAL_ACCOUNT = 'INVALID_SOCIAL_ACCOUNT';

/**
 * What a network answered, in the owner's words. Every adapter turns the network's own error (a JSON body,
 * a status) into one of these three, so the use cases decide retries and connection states in one place:
 * - NetworkRefused: permanent for this request (validation, media the network cannot take): no retry;
 * - NetworkUnavailable: temporary (5xx, 429, a timeout, the network unreachable): retry later,
 *   after `retryAfterMs` when the network said (Retry-After);
 * - NetworkUnauthorized: the credentials no longer work (401, a revoked or expired token): the
 *   connection needs reconnecting.
 * The message is shown as is (a post's publishError, a 400 on connecting): plain words, no stack, no token.
 */
export class NetworkRefused extends DomainError {
  readonly code = 'NETWORK_REFUSED';
  readonly kind = 'invalid-input' as const;
  constructor(message: string) {
    super(message);
  }
}

export class NetworkUnavailable extends DomainError {
  readonly code = 'NETWORK_UNAVAILABLE';
  readonly kind = 'unavailable' as const;
  constructor(
    message: string,
    /** How long the network asked us to wait (Retry-After), when it said. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

export class NetworkUnauthorized extends DomainError {
  readonly code = 'NETWORK_UNAUTHORIZED';
  // A 400 on connecting (the token given is wrong); on publishing, the connection is marked instead.
  readonly kind = 'invalid-input' as const;
  constructor(message: string) {
    super(message);
  }
}

/** A post for a platform that has no connected account: it keeps the manual path (copy, download, "Mark as published"). */
export class NoConnectedAccount extends DomainError {
  readonly code = 'NO_CONNECTED_ACCOUNT';
  readonly kind = 'conflict' as const;
  constructor(readonly platform: NetworkPlatform | string) {
    super(`No ${platform} account is connected: connect one in Social accounts, or post it by hand and mark it as published.`);
  }
}
