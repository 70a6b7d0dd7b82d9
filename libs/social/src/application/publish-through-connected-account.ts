import { Injectable } from '@nestjs/common';
import { connectionState, isNetworkPlatform, NetworkUnauthorized, NoConnectedAccount, PLATFORM_NAMES, type NetworkPlatform, type SocialAccount } from '../domain/index.js';
import { AccountPublishing, type PublishingPlatform } from './account-publishing.js';
import { SocialAccounts } from './social-accounts.js';
import { SocialNetworkDirectory } from './social-network-directory.js';
import { ACCESS_TOKEN_EXPIRES_AT, OAuthNetwork, REFRESH_TOKEN, type NetworkAccount, type NetworkCredentials, type OutgoingPost, type RemotePost, type SocialNetwork } from './social-network.js';

/** A token expiring sooner than this is refreshed before publishing. */
const REFRESH_AHEAD_MS = 10 * 60_000;

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
    try {
      const target: NetworkAccount = { id: account.id, platform: account.platform, remoteAccountId: account.remoteAccountId, credentials: await this.freshCredentials(network, account, credentials, now) };
      return (await network.findPublished(target, post)) ?? (await network.publish(target, post));
    } catch (error) {
      if (error instanceof NetworkUnauthorized) await this.accounts.markNeedsReconnect(account.id, error.message, now);
      throw error;
    }
  }

  /** An OAuth token about to expire is refreshed first (and stored): a post never leaves with a token that dies on the way. */
  private async freshCredentials(network: SocialNetwork, account: SocialAccount, credentials: NetworkCredentials, now: Date): Promise<NetworkCredentials> {
    const accessTokenExpiry = credentials[ACCESS_TOKEN_EXPIRES_AT] ? Date.parse(credentials[ACCESS_TOKEN_EXPIRES_AT]) : Number.NaN;
    const expiries = [account.expiresAt?.getTime() ?? Number.NaN, accessTokenExpiry].filter((time) => !Number.isNaN(time));
    if (!(network instanceof OAuthNetwork) || !credentials[REFRESH_TOKEN] || !expiries.some((time) => time - now.getTime() <= REFRESH_AHEAD_MS)) return credentials;
    const grant = await network.refresh(credentials);
    await this.accounts.replaceCredentials(account.id, grant.credentials, grant.expiresAt, now);
    return grant.credentials;
  }
}
