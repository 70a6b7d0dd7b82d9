import { Injectable } from '@nestjs/common';
import { connectionState, isNetworkPlatform, NetworkUnauthorized, NoConnectedAccount, PLATFORM_NAMES, type NetworkPlatform } from '../domain/index.js';
import { AccountPublishing, type PublishingPlatform } from './account-publishing.js';
import { SocialAccounts } from './social-accounts.js';
import { SocialNetworkDirectory } from './social-network-directory.js';
import type { NetworkAccount, OutgoingPost, RemotePost } from './social-network.js';

/**
 * AccountPublishing through the stored accounts: the platform's most recently connected account, the
 * network's adapter, a look for the post first (an earlier attempt may have put it out before a crash),
 * then the post. Credentials the network no longer takes mark the account before the error goes on.
 */
@Injectable()
export class PublishThroughConnectedAccount extends AccountPublishing {
  constructor(
    private readonly accounts: SocialAccounts,
    private readonly networks: SocialNetworkDirectory,
  ) {
    super();
  }

  async publishingPlatforms(now: Date = new Date()): Promise<readonly PublishingPlatform[]> {
    const latest = new Map<NetworkPlatform, PublishingPlatform>();
    for (const account of await this.accounts.list()) {
      if (latest.has(account.platform) || !this.networks.find(account.platform)) continue;
      latest.set(account.platform, { platform: account.platform, accountId: account.id, displayName: account.displayName, maxCharacters: account.maxCharacters, state: connectionState(account, now) });
    }
    return [...latest.values()];
  }

  async publish(platform: string, post: OutgoingPost, now: Date = new Date()): Promise<RemotePost> {
    const network = isNetworkPlatform(platform) ? this.networks.find(platform) : undefined;
    const stored = network && isNetworkPlatform(platform) ? await this.accounts.publishingAccount(platform) : null;
    if (!network || !stored) throw new NoConnectedAccount(platform);
    const { account, credentials } = stored;
    if (connectionState(account, now) === 'needs_reconnect') throw new NetworkUnauthorized(`Your ${PLATFORM_NAMES[account.platform]} connection needs reconnecting.`);
    const target: NetworkAccount = { id: account.id, platform: account.platform, remoteAccountId: account.remoteAccountId, credentials };
    try {
      return (await network.findPublished(target, post)) ?? (await network.publish(target, post));
    } catch (error) {
      if (error instanceof NetworkUnauthorized) await this.accounts.markNeedsReconnect(account.id, error.message, now);
      throw error;
    }
  }
}
