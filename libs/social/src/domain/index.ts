export { isNetworkPlatform, isOAuthPlatform, NETWORK_PLATFORMS, OAUTH_PLATFORMS, type NetworkPlatform, type OAuthPlatform } from './network-platform.js';
export { INVALID_SOCIAL_ACCOUNT, NetworkRefused, NetworkUnauthorized, NetworkUnavailable, NoConnectedAccount } from './network-errors.js';
export { networkBaseUrl } from './network-url.js';
