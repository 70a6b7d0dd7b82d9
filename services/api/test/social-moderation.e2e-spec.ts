import { PRIVATE_CACHE_CONTROL } from '@harmony/platform';
import { SocialMediaPosts, type SocialMediaPostDraft, type SocialPostStatus } from '@harmony/content-automation';
import { ListManagedEpisodes } from '@harmony/episode';
import { recordCalls } from './call-recorder.js';
import { useOwner, useTestApp } from './test-app.js';

interface SocialPost {
  id: number;
  status: SocialPostStatus;
  platform: string;
  contentType: string;
  content: string;
  imageUrl: string | null;
  videoUrl: string | null;
  episodeId: number;
  episode: { number: number; title: string } | null;
  createdAt: string;
  scheduledFor: string | null;
  publishedAt: string | null;
}

/** Social moderation (SPEC "Social moderation", §4, §7; issue 10 item 6): the owner lists posts by status and moves them. */
describe('the social moderation API', () => {
  const { app, http: api } = useTestApp();
  let episodeId: number;

  const owner = useOwner(api);

  /** Posts stored as the content pipeline will store them (there is no generator yet), in the statuses given. */
  const seed = async (...statuses: SocialPostStatus[]): Promise<number[]> => {
    const drafts: SocialMediaPostDraft[] = statuses.map((status, index) => ({
      episodeId,
      platform: (['instagram', 'twitter', 'facebook', 'linkedin'] as const)[index % 4]!,
      contentType: (['image', 'reel', 'text'] as const)[index % 3]!,
      content: `Post ${index} for review: money talks go better with a plan.`,
      imageUrl: index % 3 === 2 ? null : `/media/content/${episodeId}/card-${index}.png`,
      videoUrl: index % 3 === 1 ? `/media/content/${episodeId}/reel-${index}.mp4` : null,
      status,
      scheduledFor: null,
      publishedAt: null,
    }));
    return (await app().app.get(SocialMediaPosts).addAll(drafts)).map((post) => post.id);
  };
  const listed = async (query = ''): Promise<SocialPost[]> => {
    const response = await owner.get(`/api/social-media${query}`).expect(200);
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    return response.body as SocialPost[];
  };
  const move = (id: number, body: Record<string, unknown>) => owner.patch(`/api/social-media/${id}/status`).send(body);

  beforeAll(async () => {
    const episode = await owner.post('/api/episodes').send({ number: 901, title: 'Posts About Money Dates', description: '<p>Money dates.</p>', duration: '30:00' }).expect(201);
    episodeId = (episode.body as { id: number }).id;
  });

  it('counts every stored post in the analytics dashboard’s content stats', async () => {
    const before = (await owner.get('/api/admin/analytics').expect(200)).body as { contentStats: { socialMediaPosts: number } };
    await seed('draft', 'pending_approval', 'published');

    const after = (await owner.get('/api/admin/analytics').expect(200)).body as { contentStats: { socialMediaPosts: number } };
    expect(after.contentStats.socialMediaPosts).toBe(before.contentStats.socialMediaPosts + 3);
  });

  it("names each listed post's episode by number and title, read once for the whole page (no query per post)", async () => {
    const other = await owner.post('/api/episodes').send({ number: 902, title: 'Posts About Budgets', description: '<p>Budgets.</p>', duration: '30:00' }).expect(201);
    const otherId = (other.body as { id: number }).id;
    const ids = [...(await seed('pending_approval', 'pending_approval')), ...(await app().app.get(SocialMediaPosts).addAll([
      { episodeId: otherId, platform: 'twitter', contentType: 'text', content: 'Budgets, together.', imageUrl: null, videoUrl: null, status: 'pending_approval', scheduledFor: null, publishedAt: null },
    ])).map((post) => post.id)];
    const reads = recordCalls(app().app.get(ListManagedEpisodes), 'execute');
    try {
      const posts = (await listed('?limit=100')).filter((post) => ids.includes(post.id));
      expect(posts.map((post) => post.episode)).toEqual([
        { number: 902, title: 'Posts About Budgets' },
        { number: 901, title: 'Posts About Money Dates' },
        { number: 901, title: 'Posts About Money Dates' },
      ]);
      expect(reads.calls).toHaveLength(1);
    } finally {
      reads.restore();
    }
  });

  it('answers 401 without the owner session', async () => {
    const list = await api().get('/api/social-media').expect(401);
    expect(list.body).toMatchObject({ status: 401, code: 'not-signed-in' });
    await api().patch('/api/social-media/1/status').send({ status: 'approved' }).expect(401);
  });

  it('lists the posts pending approval by default, and those of the status asked for, newest first, in the read shape', async () => {
    const [pendingA, approved, pendingB, rejected] = await seed('pending_approval', 'approved', 'pending_approval', 'rejected');
    const pending = await listed();
    expect(pending.map((post) => post.id)).toEqual(expect.arrayContaining([pendingA, pendingB]));
    expect(pending.every((post) => post.status === 'pending_approval')).toBe(true);
    expect(pending.findIndex((post) => post.id === pendingB)).toBeLessThan(pending.findIndex((post) => post.id === pendingA));
    expect(pending.find((post) => post.id === pendingA)).toEqual({
      id: pendingA,
      status: 'pending_approval',
      platform: 'instagram',
      contentType: 'image',
      content: 'Post 0 for review: money talks go better with a plan.',
      imageUrl: `/media/content/${episodeId}/card-0.png`,
      videoUrl: null,
      episodeId,
      // The episode as the owner knows it (the moderation cards name it so), not by its database id.
      episode: { number: 901, title: 'Posts About Money Dates' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      scheduledFor: null,
      publishedAt: null,
      // Issue 22: the renders of the media it shows; none for a post stored without a run.
      media: [],
      // Issue 26: never sent to a network, and no account connected for its platform (the manual path).
      publishing: false,
      publishError: null,
      remoteId: null,
      remoteUrl: null,
      connected: false,
    });
    expect((await listed('?status=approved')).map((post) => post.id)).toContain(approved);
    expect((await listed('?status=rejected')).map((post) => post.id)).toContain(rejected);
    expect((await listed('?status=rejected')).every((post) => post.status === 'rejected')).toBe(true);
    const page = await owner.get('/api/social-media?status=pending_approval&limit=1').expect(200);
    expect(page.body).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect(page.headers.link).toContain('/api/social-media?status=pending_approval&limit=1&offset=1');
  });

  it('moves a post through every SPEC button: approve, publish now; reject, reconsider', async () => {
    const [first, second] = await seed('pending_approval', 'pending_approval');
    const approved = await move(first!, { status: 'approved' }).expect(200);
    expect(approved.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(approved.body).toMatchObject({ id: first, status: 'approved', publishedAt: null });
    const published = await move(first!, { status: 'published' }).expect(200);
    expect(published.body).toMatchObject({ id: first, status: 'published', publishedAt: expect.any(String) });
    expect(Math.abs(Date.parse((published.body as SocialPost).publishedAt!) - Date.now())).toBeLessThan(60_000);
    expect((await listed('?status=published')).map((post) => post.id)).toContain(first);
    expect((await listed('?status=approved')).map((post) => post.id)).not.toContain(first);

    expect((await move(second!, { status: 'rejected' }).expect(200)).body).toMatchObject({ id: second, status: 'rejected' });
    expect((await listed('?status=rejected')).map((post) => post.id)).toContain(second);
    expect((await move(second!, { status: 'pending_approval' }).expect(200)).body).toMatchObject({ id: second, status: 'pending_approval' });
    expect((await listed()).map((post) => post.id)).toContain(second);
  });

  it('schedules an approved post for a later time, and refuses a schedule without one', async () => {
    const [post] = await seed('approved');
    const scheduledFor = new Date(Date.now() + 86_400_000).toISOString();
    const missing = await move(post!, { status: 'scheduled' }).expect(400);
    expect(missing.body).toMatchObject({ code: 'invalid-social-post', errors: [{ field: 'scheduledFor', message: 'Choose the date and time to publish at.' }] });
    expect((await move(post!, { status: 'scheduled', scheduledFor }).expect(200)).body).toMatchObject({ status: 'scheduled', scheduledFor });
  });

  it('refuses an illegal move with 409 naming both states, and leaves the post as it was', async () => {
    const [post] = await seed('rejected');
    const response = await move(post!, { status: 'approved' }).expect(409);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body).toMatchObject({
      status: 409,
      code: 'invalid-status-transition',
      detail: 'A social post cannot move from "rejected" to "approved": from "rejected" it can only become "pending approval".',
    });
    expect((await listed('?status=rejected')).map((item) => item.id)).toContain(post);
  });

  it('refuses an unknown status with 400 on the status field, in the list and in a move', async () => {
    const [post] = await seed('pending_approval');
    const list = await owner.get('/api/social-media?status=archived').expect(400);
    expect(list.body).toMatchObject({ status: 400, code: 'invalid-social-post', errors: [{ field: 'status', message: expect.stringContaining('pending_approval') }] });
    const moved = await move(post!, { status: 'archived' }).expect(400);
    expect(moved.body).toMatchObject({ code: 'invalid-social-post', errors: [{ field: 'status' }] });
    const none = await move(post!, {}).expect(400);
    expect(none.body).toMatchObject({ status: 400, code: 'invalid-social-post', errors: [{ field: 'status', message: expect.stringContaining('is required') }] });
  });

  it('answers an unknown post with 404, and an id that is no number, or that no post can have, with 400', async () => {
    const response = await move(2_000_000_000, { status: 'approved' }).expect(404);
    expect(response.body).toMatchObject({ status: 404, code: 'social-post-not-found', detail: 'Social post 2000000000 was not found.' });
    const past = await move(99_999_999_999, { status: 'approved' }).expect(400);
    expect(past.body.detail).toBe('The social post id must be a whole number from 1 to 2147483647.');
    await move(Number.NaN, { status: 'approved' }).expect(400);
  });
});
