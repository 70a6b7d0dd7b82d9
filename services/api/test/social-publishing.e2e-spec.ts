import { Injectable, Module } from '@nestjs/common';
import { AccountPublishing, NetworkRefused, NoConnectedAccount, type OutgoingPost, type PublishingPlatform, type RemotePost } from '@harmony/social';
import { SocialMediaPosts, type SocialMediaPostDraft, type SocialPostStatus } from '@harmony/content-automation';
import { useOwner, useTestApp } from './test-app.js';

interface PublishedPost {
  id: number;
  status: SocialPostStatus;
  publishedAt: string | null;
  publishing: boolean;
  publishError: string | null;
  remoteId: string | null;
  remoteUrl: string | null;
  connected: boolean;
}

/**
 * The social context's door, faked at the boundary content automation calls (its real adapters are tested
 * against their networks' local servers in libs/social): a connected Mastodon account whose network answers as
 * the test says. `gate` holds the network's answer until released, to see the request answer without it.
 */
@Injectable()
class FakeAccountPublishing extends AccountPublishing {
  static current: FakeAccountPublishing;
  readonly posts: { platform: string; post: OutgoingPost }[] = [];
  refuse: string | null = null;
  gate: Promise<void> | null = null;

  constructor() {
    super();
    FakeAccountPublishing.current = this;
  }

  async publishingPlatforms(): Promise<readonly PublishingPlatform[]> {
    return [{ platform: 'mastodon', accountId: 1, displayName: '@harmony@mastodon.example', maxCharacters: 500, state: 'connected' }];
  }

  async publish(platform: string, post: OutgoingPost): Promise<RemotePost> {
    if (platform !== 'mastodon') throw new NoConnectedAccount(platform);
    await this.gate;
    if (this.refuse) throw new NetworkRefused(this.refuse);
    this.posts.push({ platform, post });
    return { remoteId: `1129${post.postId}`, remoteUrl: `https://mastodon.example/@harmony/1129${post.postId}` };
  }
}

@Module({ providers: [FakeAccountPublishing, { provide: AccountPublishing, useExisting: FakeAccountPublishing }], exports: [AccountPublishing] })
class FakeSocialModule {}

/** Issue 26: Publish Now answers 202 and a job publishes through the connected account; published only once the network confirmed. */
describe('publishing a social post on its network', () => {
  const { app, http } = useTestApp({}, { social: FakeSocialModule });
  const owner = useOwner(http);
  let episodeId: number;
  const network = (): FakeAccountPublishing => FakeAccountPublishing.current;

  const seed = async (overrides: Partial<SocialMediaPostDraft> = {}): Promise<number> => {
    const [post] = await app()
      .app.get(SocialMediaPosts)
      .addAll([{ episodeId, platform: 'mastodon', contentType: 'text', content: 'Money dates work when both of you bring one question.', imageUrl: null, videoUrl: null, status: 'approved', scheduledFor: null, publishedAt: null, ...overrides }]);
    return post!.id;
  };
  const read = async (id: number): Promise<PublishedPost> => (await owner.get(`/api/social-media/${id}`).expect(200)).body as PublishedPost;
  /** The post once its job is done (no longer publishing), as the card's polling sees it. */
  const settled = async (id: number): Promise<PublishedPost> => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const post = await read(id);
      if (!post.publishing) return post;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`Post ${id} is still publishing after 10 s`);
  };

  beforeAll(async () => {
    const episode = await owner.post('/api/episodes').send({ number: 931, title: 'Money Dates, Published', description: 'Money dates.', duration: '30:00' }).expect(201);
    episodeId = (episode.body as { id: number }).id;
  });

  beforeEach(() => {
    network().posts.length = 0;
    network().refuse = null;
    network().gate = null;
  });

  it('answers 202 publishing at once, and the job publishes it: published, with the live post’s address', async () => {
    const id = await seed();
    let release = (): void => undefined;
    network().gate = new Promise((resolve) => (release = resolve));
    // The network holds its answer (the gate) and the request still answers: the work is in the job.
    const accepted = await owner.post(`/api/social-media/${id}/publish`).expect(202);
    expect(accepted.body).toMatchObject({ id, status: 'approved', publishing: true, publishError: null, connected: true });
    // A second click while it publishes: the same answer, no second job.
    expect((await owner.post(`/api/social-media/${id}/publish`).expect(202)).body).toMatchObject({ publishing: true });
    release();

    const post = await settled(id);
    expect(post).toMatchObject({ status: 'published', publishing: false, publishError: null, remoteId: `1129${id}`, remoteUrl: `https://mastodon.example/@harmony/1129${id}` });
    expect(Math.abs(Date.parse(post.publishedAt!) - Date.now())).toBeLessThan(60_000);
    expect(network().posts).toHaveLength(1);
    expect(network().posts[0]!.post).toMatchObject({ postId: id, idempotencyKey: `harmony-post-${id}`, text: 'Money dates work when both of you bring one question.', media: [] });
    expect(network().posts[0]!.post.link).toMatch(/^https?:\/\/.+\/episodes?\//);
    expect(network().posts[0]!.post.episode).toMatchObject({ number: 931, title: 'Money Dates, Published' });
  });

  it("keeps a refused post approved with the network's reason, and Retry publishes it", async () => {
    const id = await seed();
    network().refuse = 'Mastodon refused the post: Text character limit of 500 exceeded';
    await owner.post(`/api/social-media/${id}/publish`).expect(202);
    expect(await settled(id)).toMatchObject({ status: 'approved', publishing: false, publishError: 'Mastodon refused the post: Text character limit of 500 exceeded', remoteUrl: null });
    network().refuse = null;
    expect((await owner.post(`/api/social-media/${id}/publish`).expect(202)).body).toMatchObject({ publishing: true, publishError: null });
    expect(await settled(id)).toMatchObject({ status: 'published', publishError: null });
  });

  it('answers 409 in words for a post not approved or scheduled, or a platform with no account; 404 and 400 for bad ids; nothing changes', async () => {
    const pending = await seed({ status: 'pending_approval' });
    const refused = await owner.post(`/api/social-media/${pending}/publish`).expect(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.body).toMatchObject({ code: 'social-post-not-publishable', detail: 'Only an approved or scheduled post can be published; this one is pending approval.' });

    const linkedin = await seed({ platform: 'linkedin' });
    const unconnected = await owner.post(`/api/social-media/${linkedin}/publish`).expect(409);
    expect(unconnected.body).toMatchObject({
      code: 'no-connected-account',
      detail: new NoConnectedAccount('linkedin').message,
    });
    expect(await read(linkedin)).toMatchObject({ status: 'approved', publishing: false, connected: false });

    expect((await owner.post('/api/social-media/999999/publish').expect(404)).body).toMatchObject({ code: 'social-post-not-found' });
    expect((await owner.post('/api/social-media/abc/publish').expect(400)).body).toMatchObject({ status: 400 });
    expect((await owner.get('/api/social-media/999999').expect(404)).body).toMatchObject({ code: 'social-post-not-found' });
    expect(network().posts).toEqual([]);
  });

  it('publishes a scheduled post of a connected platform at its time through the network', async () => {
    const id = await seed();
    const scheduledFor = new Date(Date.now() + 1_500).toISOString();
    await owner.patch(`/api/social-media/${id}/status`).send({ status: 'scheduled', scheduledFor }).expect(200);
    for (let waited = 0; waited < 15_000 && (await read(id)).status !== 'published'; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await read(id)).toMatchObject({ status: 'published', remoteUrl: `https://mastodon.example/@harmony/1129${id}` });
    expect(network().posts.map(({ post }) => post.postId)).toEqual([id]);
  });

  it('keeps "Mark as published" for a platform with no account: published by hand, no network reached', async () => {
    const linkedin = await seed({ platform: 'linkedin' });
    expect((await owner.patch(`/api/social-media/${linkedin}/status`).send({ status: 'published' }).expect(200)).body).toMatchObject({ status: 'published', remoteUrl: null, connected: false });
    expect(network().posts).toEqual([]);
  });
});
