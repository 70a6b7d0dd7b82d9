import { Injectable } from '@nestjs/common';
import { isNetworkPlatform, isOAuthPlatform, ConnectsThroughSignIn, INVALID_SOCIAL_ACCOUNT, NETWORK_PLATFORMS, PLATFORM_NAMES, PlatformNotAvailable, type SocialAccount } from '../domain/index.js';
import { InvalidInput } from '@harmony/platform/domain';
import { SocialAccounts } from './social-accounts.js';
import { SocialNetworkDirectory } from './social-network-directory.js';
import type { ConnectionFields } from './social-network.js';

/**
 * Connects an account given by form (Mastodon, Bluesky, a webhook): the network checks the credentials
 * first (a wrong token is refused with the network's reason, and nothing is stored), then the account is
 * stored with what the network said of it (its name, its character limit).
 */
@Injectable()
export class ConnectSocialAccount {
  constructor(
    private readonly accounts: SocialAccounts,
    private readonly networks: SocialNetworkDirectory,
  ) {}

  async execute(platform: string, fields: ConnectionFields, now: Date = new Date()): Promise<SocialAccount> {
    if (!isNetworkPlatform(platform)) {
      throw new InvalidInput(INVALID_SOCIAL_ACCOUNT, [{ field: 'platform', message: `Choose one of ${NETWORK_PLATFORMS.join(', ')}.` }]);
    }
    if (isOAuthPlatform(platform)) throw new ConnectsThroughSignIn(platform);
    const network = this.networks.find(platform);
    if (!network) throw new PlatformNotAvailable(PLATFORM_NAMES[platform]);
    const verified = await network.verify(fields);
    return this.accounts.connect({ platform, ...verified }, now);
  }
}
