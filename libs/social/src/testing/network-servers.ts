// The networks' loopback servers alone, for the browser journeys: plain node:http, no Nest, so Playwright's
// loader (which cannot compile Nest's parameter decorators) can import this entry as TypeScript.
export { NetworkTestServer, type NetworkRoute, type RecordedRequest, type ScriptedAnswer } from './network-test-server.js';
export { startMastodonNetworkServer, type MastodonNetworkServerOptions } from './mastodon-network-server.js';
export { startWebhookNetworkServer } from './webhook-network-server.js';
export { startBlueskyNetworkServer } from './bluesky-network-server.js';
export { startXNetworkServer } from './x-network-server.js';
export { startLinkedInNetworkServer } from './linkedin-network-server.js';
export { startMetaNetworkServer, type MetaNetworkServerOptions } from './meta-network-server.js';
