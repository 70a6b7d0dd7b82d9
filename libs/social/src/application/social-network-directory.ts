import type { NetworkPlatform, OAuthPlatform } from '../domain/index.js';
import type { SocialNetwork } from './social-network.js';

/** Which OAuth networks have their app credentials set (X_CLIENT_ID…): the screen explains how to get the others. */
export type OAuthAppsConfigured = Readonly<Record<OAuthPlatform, boolean>>;

/** The networks this process can reach, one adapter per platform (composed by the app from the configuration). */
export class SocialNetworkDirectory {
  private readonly byPlatform: ReadonlyMap<NetworkPlatform, SocialNetwork>;

  constructor(
    networks: readonly SocialNetwork[],
    readonly oauthApps: OAuthAppsConfigured = { twitter: false, linkedin: false, facebook: false, instagram: false },
  ) {
    this.byPlatform = new Map(networks.map((network) => [network.platform, network]));
  }

  find(platform: NetworkPlatform): SocialNetwork | undefined {
    return this.byPlatform.get(platform);
  }
}
