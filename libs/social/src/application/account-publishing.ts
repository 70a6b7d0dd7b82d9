import type { NetworkPlatform } from '../domain/index.js';
import type { OutgoingPost, RemotePost } from './social-network.js';

/** A platform that has a connected account able to publish, as content automation needs to know it. */
export interface PublishingPlatform {
  readonly platform: NetworkPlatform;
  readonly accountId: number;
  readonly displayName: string;
  /** The longest post the account takes (generation writes within it). */
  readonly maxCharacters: number;
  readonly state: 'connected' | 'expiring' | 'needs_reconnect';
}

/**
 * The social context's one door for content automation (its SocialPublisher adapter calls this): which
 * platforms can publish, and publishing one post through the platform's connected account.
 */
export abstract class AccountPublishing {
  /** Every connected account's platform (one entry per platform: its most recently connected account). */
  abstract publishingPlatforms(): Promise<readonly PublishingPlatform[]>;
  /**
   * Publishes through the platform's connected account: refreshes an OAuth token near its expiry, looks
   * for the post first (`findPublished`) so a retry after a crash never posts twice, then publishes.
   * Throws NoConnectedAccount (no account: the manual path), NetworkRefused (permanent), NetworkUnavailable
   * (retry later, `retryAfterMs`), NetworkUnauthorized (the account is marked `needs_reconnect` first).
   */
  abstract publish(platform: string, post: OutgoingPost): Promise<RemotePost>;
}
