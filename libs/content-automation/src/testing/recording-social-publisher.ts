import { PublishRefused, PublishUnauthorized, PublishUnavailable, SocialPublisher, type ConnectedPlatform, type PostOnNetwork } from '../application/index.js';
import { PlatformNotConnected, type SocialMediaPost } from '../domain/index.js';

/** What the fake network answers to one try. */
export type ScriptedAnswer = 'ok' | { readonly refused: string } | { readonly unavailable: string; readonly retryAfterMs?: number } | { readonly unauthorized: string };

/**
 * A SocialPublisher that remembers what it was given to publish, for `connected` platforms, answering each try
 * as scripted (`next`, then ok). Like the social context, it never posts twice for one post: a post already
 * out is found, not posted again (`posted` counts what reached the network).
 */
export class RecordingSocialPublisher extends SocialPublisher {
  readonly published: SocialMediaPost[] = [];
  readonly tries: SocialMediaPost[] = [];
  readonly next: ScriptedAnswer[] = [];
  private readonly out = new Map<number, PostOnNetwork>();

  constructor(readonly connected: ConnectedPlatform[] = [{ platform: 'mastodon', maxCharacters: 500, state: 'connected' }]) {
    super();
  }

  async connectedPlatforms(): Promise<readonly ConnectedPlatform[]> {
    return this.connected;
  }

  async publish(post: SocialMediaPost): Promise<PostOnNetwork> {
    this.tries.push(post);
    if (!this.connected.some((entry) => entry.platform === post.platform)) throw new PlatformNotConnected(post.platform);
    const found = this.out.get(post.id);
    if (found) return found;
    const answer = this.next.shift() ?? 'ok';
    if (answer !== 'ok') {
      if ('refused' in answer) throw new PublishRefused(answer.refused);
      if ('unavailable' in answer) throw new PublishUnavailable(answer.unavailable, answer.retryAfterMs ?? null);
      throw new PublishUnauthorized(answer.unauthorized);
    }
    const remote = { remoteId: `remote-${post.id}`, remoteUrl: `https://mastodon.example/@harmony/${post.id}` };
    this.out.set(post.id, remote);
    this.published.push(post);
    return remote;
  }
}
