import { PLATFORM_NAMES, type NetworkPlatform, type OAuthPlatform } from '../domain/index.js';
import { OAuthNetwork, type SocialNetwork } from './social-network.js';

/** Which OAuth networks have their app credentials set (X_CLIENT_ID…): the screen explains how to get the others. */
export type OAuthAppsConfigured = Readonly<Record<OAuthPlatform, boolean>>;

const APP_REGISTRATION: Readonly<Record<OAuthPlatform, string>> = {
  twitter: 'register an app at developer.x.com and set X_CLIENT_ID and X_CLIENT_SECRET',
  linkedin: 'register an app at linkedin.com/developers and set LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET',
  facebook: 'register an app at developers.facebook.com and set META_APP_ID and META_APP_SECRET',
  instagram: 'register an app at developers.facebook.com and set META_APP_ID and META_APP_SECRET',
};

/** The networks this process can reach, one adapter per platform (composed by the app from the configuration). */
export class SocialNetworkDirectory {
  private readonly byPlatform: ReadonlyMap<NetworkPlatform, SocialNetwork>;

  constructor(
    networks: readonly SocialNetwork[],
    private readonly oauthApps: OAuthAppsConfigured = { twitter: false, linkedin: false, facebook: false, instagram: false },
  ) {
    this.byPlatform = new Map(networks.map((network) => [network.platform, network]));
  }

  find(platform: NetworkPlatform): SocialNetwork | undefined {
    return this.byPlatform.get(platform);
  }

  /** Whether the platform's OAuth app is configured: the adapter's say where there is one, else the configuration's. */
  isConfigured(platform: OAuthPlatform): boolean {
    const network = this.byPlatform.get(platform);
    return network instanceof OAuthNetwork ? network.isConfigured() : this.oauthApps[platform];
  }

  /** What the owner must do before the platform can be connected. */
  setupOf(platform: OAuthPlatform): string {
    return `To connect ${PLATFORM_NAMES[platform]}, ${APP_REGISTRATION[platform]}.`;
  }
}
