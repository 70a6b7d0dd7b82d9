import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalDiskMediaStorage } from '@harmony/platform';
import { AccountPublishing, NetworkRefused, NetworkUnauthorized, NetworkUnavailable, NoConnectedAccount, type OutgoingPost, type PublishingPlatform, type RemotePost } from '@harmony/social';
import { PublishRefused, PublishUnauthorized, PublishUnavailable } from '../../application/index.js';
import { NOT_PUBLISHING, PlatformNotConnected, type SocialMediaPost } from '../../domain/index.js';
import { InMemoryEpisodeCatalogue } from '../../testing/index.js';
import { SocialContextPublisher } from './social-context-publisher.adapter.js';

/** The social context's door as a test scripts it: what it was asked to publish, and what it answers. */
class ScriptedAccountPublishing extends AccountPublishing {
  readonly asked: { platform: string; post: OutgoingPost }[] = [];
  answer: () => Promise<RemotePost> = async () => ({ remoteId: '1129', remoteUrl: 'https://mastodon.example/@h/1129' });

  async publishingPlatforms(): Promise<readonly PublishingPlatform[]> {
    return [{ platform: 'mastodon', accountId: 3, displayName: '@h@mastodon.example', maxCharacters: 1_000, state: 'expiring' }];
  }

  async publish(platform: string, post: OutgoingPost): Promise<RemotePost> {
    this.asked.push({ platform, post });
    return this.answer();
  }
}

const aPost = (overrides: Partial<SocialMediaPost> = {}): SocialMediaPost => ({
  id: 41,
  episodeId: 7,
  platform: 'mastodon',
  contentType: 'image',
  content: 'Money dates work.',
  imageUrl: '/media/content/7/quote-card.png',
  videoUrl: null,
  status: 'approved',
  scheduledFor: null,
  publishedAt: null,
  createdAt: new Date(),
  ...NOT_PUBLISHING,
  ...overrides,
});

describe(SocialContextPublisher.name, () => {
  let root: string;
  let storage: LocalDiskMediaStorage;
  let accounts: ScriptedAccountPublishing;
  let publisher: SocialContextPublisher;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'social-publisher-'));
    storage = new LocalDiskMediaStorage(root);
    accounts = new ScriptedAccountPublishing();
    const episodes = new InMemoryEpisodeCatalogue([{ id: 7, number: 12, title: 'Money Dates', description: '', imageUrl: null }]);
    publisher = new SocialContextPublisher(accounts, storage, episodes, { episodeUrl: (id) => `https://harmony.example/episode/${id}` }, 'https://harmony.example/');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('lists the platforms with an account, with their limits', async () => {
    expect(await publisher.connectedPlatforms()).toEqual([{ platform: 'mastodon', maxCharacters: 1_000, state: 'expiring' }]);
  });

  it('sends the post with its idempotency key, its episode page as the link, and its image: bytes from storage, address on PUBLIC_URL', async () => {
    await storage.save('content/7/quote-card.png', Buffer.from('png bytes'));
    expect(await publisher.publish(aPost())).toEqual({ remoteId: '1129', remoteUrl: 'https://mastodon.example/@h/1129' });

    const [{ platform, post }] = accounts.asked as [{ platform: string; post: OutgoingPost }];
    expect(platform).toBe('mastodon');
    expect(post).toMatchObject({
      postId: 41,
      idempotencyKey: 'harmony-post-41',
      text: 'Money dates work.',
      link: 'https://harmony.example/episode/7',
      episode: { number: 12, title: 'Money Dates', url: 'https://harmony.example/episode/7' },
    });
    expect(post.media).toHaveLength(1);
    expect(post.media[0]).toMatchObject({ kind: 'image', url: 'https://harmony.example/media/content/7/quote-card.png', contentType: 'image/png', description: 'Money Dates' });
    expect(Buffer.from(await post.media[0]!.bytes()).toString()).toBe('png bytes');
  });

  it("sends a reel's clip, and a text post without media", async () => {
    await publisher.publish(aPost({ contentType: 'reel', videoUrl: '/media/content/7/reel.mp4' }));
    await publisher.publish(aPost({ contentType: 'text', imageUrl: null }));
    expect(accounts.asked.map(({ post }) => post.media.map(({ kind, contentType }) => `${kind} ${contentType}`))).toEqual([['video video/mp4'], []]);
  });

  it("answers the social context's errors as the port's, the message kept", async () => {
    const cases: [Error, new (...args: never[]) => Error][] = [
      [new NetworkUnavailable('Mastodon is not answering (503).', 30_000), PublishUnavailable],
      [new NetworkRefused('Mastodon refused the post: Text too long'), PublishRefused],
      [new NetworkUnauthorized('Your Mastodon connection needs reconnecting.'), PublishUnauthorized],
    ];
    for (const [thrown, expected] of cases) {
      accounts.answer = () => Promise.reject(thrown);
      const error = await publisher.publish(aPost({ contentType: 'text', imageUrl: null })).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(expected);
      expect((error as Error).message).toBe(thrown.message);
    }
    accounts.answer = () => Promise.reject(new NetworkUnavailable('busy', 30_000));
    expect(((await publisher.publish(aPost()).catch((caught: unknown) => caught)) as PublishUnavailable).retryAfterMs).toBe(30_000);
    accounts.answer = () => Promise.reject(new NoConnectedAccount('mastodon'));
    const notConnected = await publisher.publish(aPost()).catch((caught: unknown) => caught);
    expect(notConnected).toBeInstanceOf(PlatformNotConnected);
    expect((notConnected as Error).message).toBe(new NoConnectedAccount('mastodon').message);
  });
});
