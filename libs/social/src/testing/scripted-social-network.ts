import type { NetworkPlatform } from '../domain/index.js';
import { SocialNetwork, type ConnectionFields, type NetworkAccount, type OutgoingPost, type RemotePost, type VerifiedAccount } from '../application/index.js';

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
