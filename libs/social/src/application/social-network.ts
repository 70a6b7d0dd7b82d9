import type { NetworkPlatform, OAuthPlatform } from '../domain/index.js';

/**
 * An account's secrets as the network needs them (an access token, an app password, a refresh token, a
 * webhook's signing secret…), free-form per network. Stored only encrypted; never in an API answer or a log.
 */
export type NetworkCredentials = Readonly<Record<string, string>>;

/** What the owner typed to connect a non-OAuth account, per platform (the POST body minus `platform`). */
export type ConnectionFields = Readonly<Record<string, string>>;

/** What the network says of an account when its credentials are checked (on save, after an OAuth callback). */
export interface VerifiedAccount {
  /** The network's own id of the account (or, for the webhook, its URL's host). */
  readonly remoteAccountId: string;
  /** How the screen names it: "@harmony@mastodon.social", "harmony.bsky.social", "hooks.zapier.com". */
  readonly displayName: string;
  readonly profileUrl: string | null;
  /** The longest post this account may publish, read from the network where it says (Mastodon's instance). */
  readonly maxCharacters: number;
  /** What to store (encrypted): the fields given, completed or normalized by the check (a base URL, a DID…). */
  readonly credentials: NetworkCredentials;
  /** When the credentials stop working unless refreshed; null when they do not expire. */
  readonly expiresAt: Date | null;
}

/** An image or a video of the post, on PUBLIC_URL (Instagram fetches it there) and readable here (for uploads). */
export interface OutgoingMedium {
  readonly kind: 'image' | 'video';
  /** Absolute URL on PUBLIC_URL. */
  readonly url: string;
  readonly contentType: string;
  /** Alt text for the image (the post's episode title, or the quote). */
  readonly description: string;
  readonly bytes: () => Promise<Uint8Array>;
}

/** One post as it leaves for the network. Plain data plus the media's readers. */
export interface OutgoingPost {
  /** Content automation's post id. */
  readonly postId: number;
  /**
   * The same on every attempt to publish this post ("harmony-post-{id}"): Mastodon's Idempotency-Key; what
   * the webhook sends as X-Harmony-Delivery; what `findPublished` looks for on the others.
   */
  readonly idempotencyKey: string;
  readonly text: string;
  readonly media: readonly OutgoingMedium[];
  /** The episode's page on PUBLIC_URL (a link facet on Bluesky), when the post has an episode. */
  readonly link: string | null;
  readonly episode: { readonly number: number; readonly title: string; readonly url: string } | null;
}

/** The post as the network holds it: the proof that it is out. */
export interface RemotePost {
  readonly remoteId: string;
  /** The live post's address, for the card's link; null when the network gives none (a webhook). */
  readonly remoteUrl: string | null;
}

/** A connected account as a network adapter needs it: decrypted credentials, only in memory. */
export interface NetworkAccount {
  readonly id: number;
  readonly platform: NetworkPlatform;
  readonly remoteAccountId: string;
  readonly credentials: NetworkCredentials;
}

/**
 * One social network's API (the port; one adapter per network). Every method answers the network's
 * errors as NetworkRefused / NetworkUnavailable / NetworkUnauthorized (domain/network-errors.ts) with a
 * message in plain words, and never puts a credential in a message.
 */
export abstract class SocialNetwork {
  abstract readonly platform: NetworkPlatform;
  /** Checks what the owner gave (non-OAuth networks) against the network: a wrong token is NetworkUnauthorized. */
  abstract verify(fields: ConnectionFields): Promise<VerifiedAccount>;
  /** Media first, then the post. */
  abstract publish(account: NetworkAccount, post: OutgoingPost): Promise<RemotePost>;
  /**
   * The post already published by an earlier attempt (a crash between the network's answer and our
   * record), found by its idempotency key where the network can tell; null when it is not out (or the
   * network keeps the key itself, as Mastodon's Idempotency-Key does, and a second publish is safe).
   */
  abstract findPublished(account: NetworkAccount, post: OutgoingPost): Promise<RemotePost | null>;
}

/** An OAuth network's app registration (X_CLIENT_ID/_SECRET…) and where its endpoints are (overridable for tests and proxies). */
export interface OAuthApp {
  readonly clientId: string;
  readonly clientSecret: string;
  /** The API's base URL, e.g. https://api.x.com, https://api.linkedin.com, https://graph.facebook.com/v23.0. */
  readonly apiUrl: string;
  /** Where the owner is sent to authorize, e.g. https://x.com/i/oauth2/authorize. */
  readonly authorizeUrl: string;
}

/**
 * The credentials' field holding when a short-lived access token expires (ISO 8601), for networks whose
 * connection outlives its access tokens (X: two hours, refreshed before each use).
 */
export const ACCESS_TOKEN_EXPIRES_AT = 'accessTokenExpiresAt';

/** The credentials' field an OAuth network's refresh token is kept in: without one, a connection is not refreshed. */
export const REFRESH_TOKEN = 'refreshToken';

/**
 * The tokens an OAuth network gave, stored encrypted. `expiresAt` is when the connection itself ends unless
 * refreshed or reconnected (LinkedIn: 60 days): it drives the hourly refresh and the dashboard's warning.
 */
export interface OAuthGrant {
  readonly credentials: NetworkCredentials;
  readonly expiresAt: Date | null;
}

/**
 * A network connected through OAuth 2 (authorization code with PKCE where the network supports it):
 * the owner is sent to `authorizeUrl`, the network calls back with a code, the code becomes tokens.
 */
export abstract class OAuthNetwork extends SocialNetwork {
  abstract override readonly platform: OAuthPlatform;
  /** Whether the app credentials (X_CLIENT_ID…) are set; without them the screen explains how to get them. */
  abstract isConfigured(): boolean;
  abstract authorizeUrl(request: { readonly state: string; readonly redirectUri: string; readonly codeChallenge: string }): string;
  abstract exchangeCode(request: { readonly code: string; readonly redirectUri: string; readonly codeVerifier: string }): Promise<OAuthGrant>;
  /** The account behind fresh tokens (verify, for an OAuth network: its fields are the grant's credentials). */
  abstract override verify(fields: ConnectionFields): Promise<VerifiedAccount>;
  /** New tokens before the old expire; NetworkUnauthorized when the refresh token no longer works. */
  abstract refresh(credentials: NetworkCredentials): Promise<OAuthGrant>;
}
