import { SOCIAL_NETWORKS, type SocialNetworkId } from '@harmony/site-config';

/**
 * The networks an account can be connected for. X keeps its stored name `twitter` (as content automation's
 * posts spell it). Mastodon, Bluesky and the webhook (n8n, Zapier, Make…) join the seed's four.
 */
export const NETWORK_PLATFORMS = SOCIAL_NETWORKS;
export type NetworkPlatform = SocialNetworkId;

/** The networks connected through an OAuth 2 authorization (the owner is sent to the network and back). */
export const OAUTH_PLATFORMS = ['twitter', 'linkedin', 'facebook', 'instagram'] as const satisfies readonly NetworkPlatform[];
export type OAuthPlatform = (typeof OAUTH_PLATFORMS)[number];

export const isNetworkPlatform = (value: string): value is NetworkPlatform => (NETWORK_PLATFORMS as readonly string[]).includes(value);
export const isOAuthPlatform = (value: string): value is OAuthPlatform => (OAUTH_PLATFORMS as readonly string[]).includes(value);
