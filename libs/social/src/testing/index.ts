export { NetworkTestServer, type NetworkRoute, type RecordedRequest, type ScriptedAnswer } from './network-test-server.js';
// Mastodon, Bluesky, webhook
export { startMastodonNetworkServer, type MastodonNetworkServerOptions } from './mastodon-network-server.js';
export { startWebhookNetworkServer } from './webhook-network-server.js';
// Use cases' fakes
export { InMemorySocialAccounts } from './in-memory-social-accounts.js';
export { ScriptedSocialNetwork } from './scripted-social-network.js';
