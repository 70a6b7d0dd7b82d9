import type { SocialNetwork } from '../../application/index.js';
import type { SocialConfig } from '../../social.config.js';
import { BlueskyNetwork } from './bluesky/bluesky-network.js';
import { LinkedInNetwork } from './linkedin/linkedin-network.js';
import { MastodonNetwork } from './mastodon/mastodon-network.js';
import { FacebookPageNetwork, InstagramNetwork } from './meta/meta-networks.js';
import { WebhookNetwork } from './webhook/webhook-network.js';
import { XNetwork } from './x/x-network.js';

export { BlueskyNetwork } from './bluesky/bluesky-network.js';
export { LinkedInNetwork, LINKEDIN_SCOPES } from './linkedin/linkedin-network.js';
export { MastodonNetwork } from './mastodon/mastodon-network.js';
export { FacebookPageNetwork, InstagramNetwork, META_SCOPES } from './meta/meta-networks.js';
export { WebhookNetwork, webhookSignature, MIN_WEBHOOK_SECRET_LENGTH } from './webhook/webhook-network.js';
export { XNetwork, X_SCOPES } from './x/x-network.js';
export { networkRequest, networkReason, retryAfterMs, type NetworkAnswer, type NetworkHttpOptions, type NetworkWords } from './network-http.js';

/** Every network's adapter, the OAuth ones with their app (null: the screen explains how to register one). */
export const socialNetworksFrom = (config: SocialConfig): SocialNetwork[] => [
  new MastodonNetwork(),
  new BlueskyNetwork(),
  new WebhookNetwork(),
  new XNetwork(config.x),
  new LinkedInNetwork(config.linkedin),
  new FacebookPageNetwork(config.meta),
  new InstagramNetwork(config.meta),
];
