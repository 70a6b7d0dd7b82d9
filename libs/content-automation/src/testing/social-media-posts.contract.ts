import type { SocialMediaPosts } from '../domain/index.js';
import { aSocialPostDraft } from './social-media-post.mother.js';

/** A SocialMediaPosts under contract: the port, two episodes its posts may belong to, and a way to move a post in time. */
export interface SocialPostsUnderContract {
  readonly posts: SocialMediaPosts;
  readonly episodeIds: readonly [number, number];
  restamp(id: number, createdAt: Date): Promise<void>;
}

/**
 * What every SocialMediaPosts does, the in-memory fake and the TypeORM adapter alike: the use-case
 * tests trust the fake exactly as far as this holds of it. Call inside a describe; `fresh` gives an
 * empty store before each test.
 */
export function socialMediaPostsContract(fresh: () => Promise<SocialPostsUnderContract>): void {
  let subject: SocialPostsUnderContract;
  let episodes: readonly [number, number];
  const everything = { limit: 100, offset: 0 };
  const noon = new Date('2026-03-01T12:00:00.000Z');
  const hoursFromNoon = (hours: number) => new Date(noon.getTime() + hours * 3_600_000);

  beforeEach(async () => {
    subject = await fresh();
    episodes = subject.episodeIds;
  });

  it('answers nothing when nothing is kept', async () => {
    expect(await subject.posts.findByStatus('pending_approval', { limit: 10, offset: 0 })).toEqual({ items: [], total: 0, limit: 10, offset: 0 });
    expect(await subject.posts.findById(1)).toBeNull();
    expect(await subject.posts.count()).toBe(0);
  });

  it('stores drafts with an id and a creation time each, in the order given, and reads each back as given', async () => {
    const drafts = [
      aSocialPostDraft({ episodeId: episodes[0], platform: 'instagram', contentType: 'image', imageUrl: '/media/content/1/card.png', status: 'pending_approval' }),
      aSocialPostDraft({ episodeId: episodes[1], platform: 'twitter', contentType: 'reel', imageUrl: '/media/content/2/still.jpg', videoUrl: '/media/content/2/reel.mp4' }),
    ];
    const copies = drafts.map((draft) => ({ ...draft }));
    const added = await subject.posts.addAll(drafts);
    expect(added).toHaveLength(2);
    expect(new Set(added.map((post) => post.id)).size).toBe(2);
    added.forEach((post, index) => {
      expect(post).toMatchObject(drafts[index]!);
      expect(Number.isNaN(post.createdAt.getTime())).toBe(false);
    });
    expect(drafts).toEqual(copies);
    for (const post of added) expect(await subject.posts.findById(post.id)).toEqual(post);
    expect(await subject.posts.count()).toBe(2);
  });

  it('lists one status at a time, newest first, the higher id first between equal times, a page at a time with the total', async () => {
    const [a, b, c, d, rejected] = await subject.posts.addAll([
      aSocialPostDraft({ episodeId: episodes[0], status: 'pending_approval', content: 'a' }),
      aSocialPostDraft({ episodeId: episodes[0], status: 'pending_approval', content: 'b' }),
      aSocialPostDraft({ episodeId: episodes[1], status: 'pending_approval', content: 'c' }),
      aSocialPostDraft({ episodeId: episodes[1], status: 'pending_approval', content: 'd' }),
      aSocialPostDraft({ episodeId: episodes[1], status: 'rejected', content: 'rejected' }),
    ]);
    await subject.restamp(a!.id, hoursFromNoon(3));
    await subject.restamp(b!.id, hoursFromNoon(1));
    await subject.restamp(c!.id, hoursFromNoon(1));
    await subject.restamp(d!.id, hoursFromNoon(2));
    await subject.restamp(rejected!.id, hoursFromNoon(9));

    const pending = await subject.posts.findByStatus('pending_approval', everything);
    expect(pending.items.map((post) => post.content)).toEqual(['a', 'd', 'c', 'b']);
    expect(pending.total).toBe(4);
    expect(pending.items[0]!.createdAt).toEqual(hoursFromNoon(3));

    const second = await subject.posts.findByStatus('pending_approval', { limit: 2, offset: 2 });
    expect(second).toMatchObject({ total: 4, limit: 2, offset: 2 });
    expect(second.items.map((post) => post.content)).toEqual(['c', 'b']);
    expect((await subject.posts.findByStatus('rejected', everything)).items.map((post) => post.id)).toEqual([rejected!.id]);
    expect((await subject.posts.findByStatus('published', everything)).total).toBe(0);
    expect(await subject.posts.count()).toBe(5);
  });

  it('stores a move: status, schedule, publication time and text, when the post is still in the status it was read in', async () => {
    const [post] = await subject.posts.addAll([aSocialPostDraft({ episodeId: episodes[0], status: 'approved' })]);
    const scheduledFor = new Date('2026-12-01T09:30:00.123Z');
    expect(await subject.posts.saveMove({ ...post!, status: 'scheduled', scheduledFor, content: 'Revised.' }, 'approved')).toBe(true);
    expect(await subject.posts.findById(post!.id)).toEqual({ ...post!, status: 'scheduled', scheduledFor, content: 'Revised.' });

    const publishedAt = new Date('2026-12-01T09:30:01.456Z');
    expect(await subject.posts.saveMove({ ...post!, status: 'published', scheduledFor, publishedAt, content: 'Revised.' }, 'scheduled')).toBe(true);
    expect(await subject.posts.findById(post!.id)).toMatchObject({ status: 'published', scheduledFor, publishedAt });
    expect((await subject.posts.findByStatus('published', everything)).total).toBe(1);
  });

  it('refuses a move when another one moved the post first, or when there is no such post, and changes nothing', async () => {
    const [post, other] = await subject.posts.addAll([
      aSocialPostDraft({ episodeId: episodes[0], status: 'pending_approval' }),
      aSocialPostDraft({ episodeId: episodes[0], status: 'pending_approval', content: 'other' }),
    ]);
    expect(await subject.posts.saveMove({ ...post!, status: 'approved' }, 'pending_approval')).toBe(true);
    expect(await subject.posts.saveMove({ ...post!, status: 'rejected' }, 'pending_approval')).toBe(false);
    expect(await subject.posts.findById(post!.id)).toMatchObject({ status: 'approved' });
    expect(await subject.posts.saveMove({ ...post!, id: other!.id + 1000, status: 'approved' }, 'pending_approval')).toBe(false);
    expect(await subject.posts.findById(other!.id)).toEqual(other);
  });

  it('stores a new post as never sent to a network, and a try and its outcome with the move (issue 26)', async () => {
    const [post] = await subject.posts.addAll([aSocialPostDraft({ episodeId: episodes[0], platform: 'mastodon', status: 'approved' })]);
    expect(post).toMatchObject({ publishState: null, publishError: null, remoteId: null, remoteUrl: null, publishAttempts: 0 });
    expect(await subject.posts.saveMove({ ...post!, publishState: 'publishing', publishAttempts: 2, publishError: 'Mastodon is not answering' }, 'approved')).toBe(true);
    expect(await subject.posts.findById(post!.id)).toEqual({ ...post!, publishState: 'publishing', publishAttempts: 2, publishError: 'Mastodon is not answering' });
    const publishedAt = new Date('2026-12-01T09:30:01.456Z');
    const out = { ...post!, status: 'published' as const, publishedAt, publishState: null, publishError: null, remoteId: '1129', remoteUrl: 'https://mastodon.example/@h/1129', publishAttempts: 2 };
    expect(await subject.posts.saveMove(out, 'approved')).toBe(true);
    expect(await subject.posts.findById(post!.id)).toEqual(out);
  });

  it("marks every post waiting on a platform's connection (publishing or scheduled), and no other", async () => {
    const later = new Date('2027-01-01T09:00:00.000Z');
    const [publishing, scheduled, approved, otherPlatform, published] = await subject.posts.addAll([
      aSocialPostDraft({ episodeId: episodes[0], platform: 'mastodon', status: 'approved' }),
      aSocialPostDraft({ episodeId: episodes[0], platform: 'mastodon', status: 'scheduled', scheduledFor: later }),
      aSocialPostDraft({ episodeId: episodes[0], platform: 'mastodon', status: 'approved', content: 'approved' }),
      aSocialPostDraft({ episodeId: episodes[1], platform: 'bluesky', status: 'scheduled', scheduledFor: later }),
      aSocialPostDraft({ episodeId: episodes[1], platform: 'mastodon', status: 'published', publishedAt: later }),
    ]);
    await subject.posts.saveMove({ ...publishing!, publishState: 'publishing' }, 'approved');
    const message = 'Your Mastodon connection needs reconnecting.';
    expect(await subject.posts.markWaitingOn('mastodon', message)).toBe(2);
    expect(await subject.posts.findById(publishing!.id)).toMatchObject({ status: 'approved', publishState: null, publishError: message });
    expect(await subject.posts.findById(scheduled!.id)).toMatchObject({ status: 'scheduled', publishState: null, publishError: message });
    for (const untouched of [approved!, otherPlatform!, published!]) expect(await subject.posts.findById(untouched.id)).toEqual(untouched);
  });
}
