import { DomainError } from '@harmony/platform/domain';
import type { SocialMediaPost } from '../domain/index.js';

/** A platform with a connected account, as content automation needs to know it (generation, the card's path). */
export interface ConnectedPlatform {
  /** As posts spell it: mastodon, bluesky, webhook, twitter, linkedin, facebook, instagram. */
  readonly platform: string;
  /** The longest post the account takes: generation writes within it when it is below the network's default. */
  readonly maxCharacters: number;
  /** needs_reconnect: connected once, and the network no longer accepts it (publishing answers so). */
  readonly state: 'connected' | 'expiring' | 'needs_reconnect';
}

/** The network's proof that the post is out. */
export interface PostOnNetwork {
  readonly remoteId: string;
  /** The live post's address (the card's "View the live post"); null when the network gives none (a webhook). */
  readonly remoteUrl: string | null;
}

/** The network refused the post for good (validation, media it cannot take): the message says why, in plain words. */
export class PublishRefused extends DomainError {
  readonly code = 'publish-refused';
  readonly kind = 'invalid-input' as const;
  constructor(message: string) {
    super(message);
  }
}

/** The network did not answer, or asked us to wait: try again later, after `retryAfterMs` when it said. */
export class PublishUnavailable extends DomainError {
  readonly code = 'publish-unavailable';
  readonly kind = 'unavailable' as const;
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** The account's credentials no longer work: the connection needs reconnecting (the social context marked it). */
export class PublishUnauthorized extends DomainError {
  readonly code = 'publish-unauthorized';
  readonly kind = 'conflict' as const;
  constructor(message: string) {
    super(message);
  }
}

/**
 * Where a post goes out (issue 26): through its platform's connected account, in the social context. The
 * adapter turns that context's answers into this port's outcomes, so the use cases decide retries and
 * connection states without knowing any network: `publish` resolves with the network's proof, or throws
 * PublishRefused, PublishUnavailable, PublishUnauthorized, or PlatformNotConnected (domain) when no account is
 * connected. It never posts twice for one post: the social context looks for an earlier attempt's post first.
 */
export abstract class SocialPublisher {
  /** One entry per platform that has a connected account (connected, expiring, or needing reconnecting). */
  abstract connectedPlatforms(): Promise<readonly ConnectedPlatform[]>;
  abstract publish(post: SocialMediaPost): Promise<PostOnNetwork>;
}
