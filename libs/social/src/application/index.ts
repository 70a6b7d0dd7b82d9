export { AccountPublishing, type PublishingPlatform } from './account-publishing.js';
export {
  OAuthNetwork,
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
