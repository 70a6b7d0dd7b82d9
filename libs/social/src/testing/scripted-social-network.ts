import type { NetworkPlatform, OAuthPlatform } from '../domain/index.js';
import { OAuthNetwork, SocialNetwork, type ConnectionFields, type NetworkAccount, type NetworkCredentials, type OAuthGrant, type OutgoingPost, type RemotePost, type VerifiedAccount } from '../application/index.js';

/** A SocialNetwork whose answers a test decides (an Error to throw, or what to answer), recording each call. */
export class ScriptedSocialNetwork extends SocialNetwork {
  readonly calls: { readonly method: 'verify' | 'publish' | 'findPublished'; readonly argument: unknown }[] = [];
  verifyAnswer: VerifiedAccount | Error;
  publishAnswers: (RemotePost | Error)[] = [];
  alreadyPublished: RemotePost | null = null;

  constructor(readonly platform: NetworkPlatform = 'mastodon') {
    super();
    this.verifyAnswer = { remoteAccountId: '109', displayName: '@harmony@social.example', profileUrl: 'https://social.example/@harmony', maxCharacters: 500, credentials: { accessToken: 'secret-token' }, expiresAt: null };
  }

  async verify(fields: ConnectionFields): Promise<VerifiedAccount> {
    this.calls.push({ method: 'verify', argument: fields });
    if (this.verifyAnswer instanceof Error) throw this.verifyAnswer;
    return this.verifyAnswer;
  }

  async publish(account: NetworkAccount, post: OutgoingPost): Promise<RemotePost> {
    this.calls.push({ method: 'publish', argument: { account, post } });
    const answer = this.publishAnswers.shift() ?? { remoteId: `remote-${post.postId}`, remoteUrl: `https://social.example/@harmony/${post.postId}` };
    if (answer instanceof Error) throw answer;
    return answer;
  }

  async findPublished(account: NetworkAccount, post: OutgoingPost): Promise<RemotePost | null> {
    this.calls.push({ method: 'findPublished', argument: { account, post } });
    return this.alreadyPublished;
  }
}

/** An OAuthNetwork whose refresh a test decides (fresh tokens, or an Error), recording what it was given. */
export class ScriptedOAuthNetwork extends OAuthNetwork {
  readonly refreshed: NetworkCredentials[] = [];
  readonly published: NetworkCredentials[] = [];
  refreshAnswer: OAuthGrant | Error = { credentials: { accessToken: 'fresh' }, expiresAt: null };

  constructor(readonly platform: OAuthPlatform = 'twitter') {
    super();
  }

  isConfigured(): boolean {
    return true;
  }

  authorizeUrl({ state }: { state: string }): string {
    return `https://network.example/authorize?state=${state}`;
  }

  async exchangeCode(): Promise<OAuthGrant> {
    return { credentials: { accessToken: 'first' }, expiresAt: null };
  }

  async verify(fields: ConnectionFields): Promise<VerifiedAccount> {
    return { remoteAccountId: 'u1', displayName: '@harmony', profileUrl: null, maxCharacters: 280, credentials: fields, expiresAt: null };
  }

  async refresh(credentials: NetworkCredentials): Promise<OAuthGrant> {
    this.refreshed.push(credentials);
    if (this.refreshAnswer instanceof Error) throw this.refreshAnswer;
    return this.refreshAnswer;
  }

  async publish(account: NetworkAccount, post: OutgoingPost): Promise<RemotePost> {
    this.published.push(account.credentials);
    return { remoteId: `r-${post.postId}`, remoteUrl: null };
  }

  async findPublished(): Promise<RemotePost | null> {
    return null;
  }
}
