import type { SocialNetwork } from '../../application/index.js';
import { BlueskyNetwork } from './bluesky/bluesky-network.js';
import { MastodonNetwork } from './mastodon/mastodon-network.js';
import { WebhookNetwork } from './webhook/webhook-network.js';

export { BlueskyNetwork } from './bluesky/bluesky-network.js';
export { MastodonNetwork } from './mastodon/mastodon-network.js';
export { WebhookNetwork, webhookSignature, MIN_WEBHOOK_SECRET_LENGTH } from './webhook/webhook-network.js';
export { networkRequest, networkReason, retryAfterMs, type NetworkAnswer, type NetworkHttpOptions } from './network-http.js';

/** Every network this version has an adapter for (X, LinkedIn and Meta's come with theirs). */
export const socialNetworksFrom = (): SocialNetwork[] => [new MastodonNetwork(), new BlueskyNetwork(), new WebhookNetwork()];
