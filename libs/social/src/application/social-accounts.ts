import type { NetworkPlatform, SocialAccount } from '../domain/index.js';
import type { NetworkCredentials } from './social-network.js';

/** What a verified connection stores: the network's answer and the credentials (the store encrypts them). */
export interface NewConnection {
  readonly platform: NetworkPlatform;
  readonly remoteAccountId: string;
  readonly displayName: string;
  readonly profileUrl: string | null;
  readonly maxCharacters: number;
  readonly credentials: NetworkCredentials;
  readonly expiresAt: Date | null;
}

/** The connected accounts (port). Credentials go in and come out in clear only through this port; at rest they are encrypted. */
export abstract class SocialAccounts {
  /** Every account, most recently connected first. */
  abstract list(): Promise<SocialAccount[]>;
  /** Stores a connection; connecting the same account (platform and network id) again replaces its credentials and state. */
  abstract connect(connection: NewConnection, now: Date): Promise<SocialAccount>;
  /** False when no account has the id. */
  abstract remove(id: number): Promise<boolean>;
  /** The platform's most recently connected account and its credentials, or null when none is connected. */
  abstract publishingAccount(platform: NetworkPlatform): Promise<{ readonly account: SocialAccount; readonly credentials: NetworkCredentials } | null>;
  /** An account's credentials, decrypted; null when no account has the id. */
  abstract credentialsOf(id: number): Promise<NetworkCredentials | null>;
  /** Fresh tokens from a refresh: stored (encrypted) in place of the old, with their new expiry. */
  abstract replaceCredentials(id: number, credentials: NetworkCredentials, expiresAt: Date | null, now: Date): Promise<void>;
  /** The network stopped taking the account's credentials: it needs reconnecting, and says why. */
  abstract markNeedsReconnect(id: number, reason: string, now: Date): Promise<void>;
}
