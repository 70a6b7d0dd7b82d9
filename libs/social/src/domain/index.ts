export { isNetworkPlatform, isOAuthPlatform, NETWORK_PLATFORMS, OAUTH_PLATFORMS, type NetworkPlatform, type OAuthPlatform } from './network-platform.js';
export { INVALID_SOCIAL_ACCOUNT, NetworkRefused, NetworkUnauthorized, NetworkUnavailable, NoConnectedAccount } from './network-errors.js';
export { networkBaseUrl } from '@harmony/site-config';
export {
  connectionState,
  ConnectsThroughSignIn,
  EXPIRY_WARNING_DAYS,
  expiresInDays,
  PLATFORM_NAMES,
  PlatformNotAvailable,
  SocialAccountNotFound,
  type ConnectionState,
  type SocialAccount,
  type StoredConnectionState,
} from './social-account.js';
