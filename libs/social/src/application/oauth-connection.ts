import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError } from '@harmony/platform/domain';
import { isOAuthPlatform, PLATFORM_NAMES, type NetworkPlatform, type OAuthPlatform, type SocialAccount } from '../domain/index.js';
import { OAuthAttempts } from './oauth-attempts.js';
import { OAuthNetwork } from './social-network.js';
import { SocialAccounts } from './social-accounts.js';
import { SocialNetworkDirectory } from './social-network-directory.js';

/** A sign-in the screen cannot start: not an OAuth network, or its app is not configured here (400, in the owner's words). */
export class OAuthNotOffered extends DomainError {
  readonly code = 'social-oauth-not-offered';
  readonly kind = 'invalid-input' as const;
  constructor(message: string) {
    super(message);
  }
}

/** Where the network sends the owner back: one fixed address per platform, registered with the network's app. */
export const oauthCallbackPath = (platform: OAuthPlatform): string => `/api/admin/social-accounts/${platform}/callback`;

const base64url = (bytes: Buffer): string => bytes.toString('base64url');
const hashOf = (state: string): string => createHash('sha256').update(state).digest('hex');

/**
 * Connecting an account through the network's own sign-in (OAuth 2 authorization code with PKCE): `start`
 * keeps a random state and verifier and answers the network's authorize address; `complete`, on the
 * callback, takes the attempt back once, trades the code for tokens, asks the network whose they are, and
 * stores the account (tokens encrypted). Each failure is a sentence for the screen, never a stack.
 */
@Injectable()
export class OAuthConnection {
  constructor(
    private readonly accounts: SocialAccounts,
    private readonly attempts: OAuthAttempts,
    private readonly networks: SocialNetworkDirectory,
  ) {}

  async start(platform: string, publicUrl: string, now: Date = new Date()): Promise<string> {
    const network = this.oauthNetwork(platform);
    const state = base64url(randomBytes(32));
    const codeVerifier = base64url(randomBytes(32));
    await this.attempts.save({ stateHash: hashOf(state), platform: network.platform, codeVerifier, createdAt: now });
    const codeChallenge = base64url(createHash('sha256').update(codeVerifier).digest());
    return network.authorizeUrl({ state, redirectUri: `${publicUrl}${oauthCallbackPath(network.platform)}`, codeChallenge });
  }

  async complete(platform: string, callback: { readonly code?: string; readonly state?: string; readonly error?: string }, publicUrl: string, now: Date = new Date()): Promise<SocialAccount> {
    const network = this.oauthNetwork(platform);
    const name = PLATFORM_NAMES[network.platform];
    const attempt = callback.state ? await this.attempts.take(hashOf(callback.state), now) : null;
    if (callback.error) throw new OAuthNotOffered(`${name} sign-in was cancelled: nothing was connected.`);
    if (!attempt || attempt.platform !== network.platform || !callback.code) throw new OAuthNotOffered(`The ${name} sign-in expired or was already used: connect again.`);
    const grant = await network.exchangeCode({ code: callback.code, redirectUri: `${publicUrl}${oauthCallbackPath(network.platform)}`, codeVerifier: attempt.codeVerifier });
    const verified = await network.verify(grant.credentials);
    return this.accounts.connect({ platform: network.platform, ...verified, expiresAt: grant.expiresAt ?? verified.expiresAt }, now);
  }

  private oauthNetwork(platform: string): OAuthNetwork {
    if (!isOAuthPlatform(platform)) throw new OAuthNotOffered(`${PLATFORM_NAMES[platform as NetworkPlatform] ?? platform} does not connect through a sign-in: use its form on the Social accounts screen.`);
    // In the order the screen says it (ListSocialAccounts): first the app to register, then this version's reach.
    if (!this.networks.isConfigured(platform)) throw new OAuthNotOffered(this.networks.setupOf(platform));
    const network = this.networks.find(platform);
    if (!(network instanceof OAuthNetwork)) throw new OAuthNotOffered(`Connecting ${PLATFORM_NAMES[platform]} is not available in this version.`);
    return network;
  }
}
