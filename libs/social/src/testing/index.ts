// The networks' loopback servers (Mastodon, webhook; Bluesky, X, LinkedIn and Meta's come with their adapters)
export * from './network-servers.js';
// Use cases' fakes
export { InMemorySocialAccounts } from './in-memory-social-accounts.js';
export { ScriptedOAuthNetwork, ScriptedSocialNetwork } from './scripted-social-network.js';
