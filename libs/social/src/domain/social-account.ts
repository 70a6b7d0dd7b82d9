import { DomainError } from '@harmony/platform/domain';
import { socialNetworkNames } from '@harmony/site-config';
import type { NetworkPlatform } from './network-platform.js';

/** How each network is named to the owner (the admin shows the same words). */
export const PLATFORM_NAMES: Readonly<Record<NetworkPlatform, string>> = socialNetworkNames;

/** As stored: a connection works, or the network stopped taking its credentials. */
export type StoredConnectionState = 'connected' | 'needs_reconnect';
/** As shown: a working connection whose credentials expire within EXPIRY_WARNING_DAYS is `expiring`. */
export type ConnectionState = StoredConnectionState | 'expiring';

/** The dashboard warns this many days before a connection's credentials expire. */
export const EXPIRY_WARNING_DAYS = 7;
const DAY_MS = 86_400_000;

/** A connected account, without its credentials (those stay encrypted in the store). */
export interface SocialAccount {
  readonly id: number;
  readonly platform: NetworkPlatform;
  readonly remoteAccountId: string;
  readonly displayName: string;
  readonly profileUrl: string | null;
  readonly maxCharacters: number;
  readonly expiresAt: Date | null;
  readonly state: StoredConnectionState;
  /** What the network said when the connection stopped working. */
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Whole days left (rounded up) before the credentials expire; null when they do not. */
export function expiresInDays(account: Pick<SocialAccount, 'expiresAt'>, now: Date): number | null {
  if (!account.expiresAt) return null;
  return Math.max(0, Math.ceil((account.expiresAt.getTime() - now.getTime()) / DAY_MS));
}

/** The state the owner sees: broken, about to expire (or expired: it needs reconnecting), or working. */
export function connectionState(account: Pick<SocialAccount, 'state' | 'expiresAt'>, now: Date): ConnectionState {
  if (account.state === 'needs_reconnect') return 'needs_reconnect';
  if (account.expiresAt && account.expiresAt.getTime() <= now.getTime()) return 'needs_reconnect';
  const days = expiresInDays(account, now);
  return days !== null && days <= EXPIRY_WARNING_DAYS ? 'expiring' : 'connected';
}

export class SocialAccountNotFound extends DomainError {
  readonly code = 'social-account-not-found';
  readonly kind = 'not-found' as const;
  constructor(id: number) {
    super(`No connected account has the id ${id}.`);
  }
}

/** A platform connected through the network's own sign-in (OAuth) cannot be given a token by form. */
export class ConnectsThroughSignIn extends DomainError {
  readonly code = 'social-account-oauth';
  readonly kind = 'invalid-input' as const;
  constructor(platform: NetworkPlatform) {
    super(`${PLATFORM_NAMES[platform]} connects through its own sign-in: use Connect on the Social accounts screen.`, [{ field: 'platform', message: `${PLATFORM_NAMES[platform]} connects through its own sign-in.` }]);
  }
}

/** A platform this version cannot connect yet (its adapter is not built). */
export class PlatformNotAvailable extends DomainError {
  readonly code = 'social-platform-not-available';
  readonly kind = 'invalid-input' as const;
  constructor(platform: string) {
    super(`Connecting ${platform} is not available in this version.`, [{ field: 'platform', message: `Connecting ${platform} is not available in this version.` }]);
  }
}
