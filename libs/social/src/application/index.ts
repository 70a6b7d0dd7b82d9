export { AccountPublishing, type PublishingPlatform } from './account-publishing.js';
export {
  ACCESS_TOKEN_EXPIRES_AT,
  OAuthNetwork,
  REFRESH_TOKEN,
  SocialNetwork,
  type ConnectionFields,
  type NetworkAccount,
  type NetworkCredentials,
  type OAuthApp,
  type OAuthGrant,
  type OutgoingMedium,
  type OutgoingPost,
  type RemotePost,
  type VerifiedAccount,
} from './social-network.js';
export { ConnectSocialAccount } from './connect-social-account.js';
export { DisconnectSocialAccount } from './disconnect-social-account.js';
export { ListSocialAccounts, type PlatformOption } from './list-social-accounts.js';
export { PublishThroughConnectedAccount } from './publish-through-connected-account.js';
export { SocialAccounts, type NewConnection } from './social-accounts.js';
export { SocialNetworkDirectory, type OAuthAppsConfigured } from './social-network-directory.js';
export { OAUTH_ATTEMPT_TTL_MS, OAuthAttempts, type OAuthAttempt } from './oauth-attempts.js';
export { oauthCallbackPath, OAuthConnection, OAuthNotOffered } from './oauth-connection.js';
export { CheckConnections } from './check-connections.js';
