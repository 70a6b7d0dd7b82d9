export { MastodonNetwork } from './mastodon/mastodon-network.js';
export { WebhookNetwork, webhookSignature, MIN_WEBHOOK_SECRET_LENGTH } from './webhook/webhook-network.js';
export { networkRequest, networkReason, retryAfterMs, type NetworkAnswer, type NetworkHttpOptions } from './network-http.js';
