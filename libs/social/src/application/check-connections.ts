import { Injectable } from '@nestjs/common';
import { EXPIRY_WARNING_DAYS, isOAuthPlatform, NetworkUnauthorized } from '../domain/index.js';
import { OAuthNetwork, REFRESH_TOKEN } from './social-network.js';
import { SocialAccounts } from './social-accounts.js';
import { SocialNetworkDirectory } from './social-network-directory.js';

/**
 * The hourly look at the connections: an OAuth token expiring within the warning window is refreshed; one the
 * network no longer refreshes marks its account, so the screen and the dashboard say so before a post fails.
 * Answers how many were refreshed and how many need reconnecting. A network that is down is tried next hour.
 */
@Injectable()
export class CheckConnections {
  constructor(
    private readonly accounts: SocialAccounts,
    private readonly networks: SocialNetworkDirectory,
  ) {}

  async execute(now: Date = new Date()): Promise<{ refreshed: number; broken: number }> {
    let refreshed = 0;
    let broken = 0;
    const horizon = now.getTime() + EXPIRY_WARNING_DAYS * 86_400_000;
    for (const account of await this.accounts.list()) {
      const network = isOAuthPlatform(account.platform) ? this.networks.find(account.platform) : undefined;
      if (!(network instanceof OAuthNetwork) || account.state !== 'connected' || !account.expiresAt || account.expiresAt.getTime() > horizon) continue;
      const stored = await this.accounts.credentialsOf(account.id);
      // Without a refresh token (LinkedIn's members' apps) the connection simply ends: the screen counts the days down.
      if (!stored?.[REFRESH_TOKEN]) continue;
      try {
        const grant = await network.refresh(stored);
        await this.accounts.replaceCredentials(account.id, grant.credentials, grant.expiresAt, now);
        refreshed += 1;
      } catch (error) {
        if (!(error instanceof NetworkUnauthorized)) continue;
        await this.accounts.markNeedsReconnect(account.id, error.message, now);
        broken += 1;
      }
    }
    return { refreshed, broken };
  }
}
