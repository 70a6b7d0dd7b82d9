import { Injectable } from '@nestjs/common';
import { isOAuthPlatform, NETWORK_PLATFORMS, PLATFORM_NAMES, type NetworkPlatform, type SocialAccount } from '../domain/index.js';
import { SocialAccounts } from './social-accounts.js';
import { SocialNetworkDirectory } from './social-network-directory.js';

/** A network as the Social accounts screen offers it: by form or by its sign-in, and whether it can be connected here. */
export interface PlatformOption {
  readonly platform: NetworkPlatform;
  readonly name: string;
  readonly connect: 'form' | 'oauth';
  readonly available: boolean;
  /** Why it cannot be connected, and what to do: set when `available` is false. */
  readonly setup: string | null;
}

@Injectable()
export class ListSocialAccounts {
  constructor(
    private readonly accounts: SocialAccounts,
    private readonly networks: SocialNetworkDirectory,
  ) {}

  async execute(): Promise<{ readonly accounts: SocialAccount[]; readonly platforms: PlatformOption[] }> {
    return { accounts: await this.accounts.list(), platforms: NETWORK_PLATFORMS.map((platform) => this.option(platform)) };
  }

  private option(platform: NetworkPlatform): PlatformOption {
    const name = PLATFORM_NAMES[platform];
    const built = this.networks.find(platform) !== undefined;
    if (!isOAuthPlatform(platform)) {
      return { platform, name, connect: 'form', available: built, setup: built ? null : `Connecting ${name} is not available in this version.` };
    }
    if (!this.networks.isConfigured(platform)) return { platform, name, connect: 'oauth', available: false, setup: this.networks.setupOf(platform) };
    return { platform, name, connect: 'oauth', available: built, setup: built ? null : `Connecting ${name} is not available in this version.` };
  }
}
