import type { GeneratedContent, MediaRenders, SocialMediaPosts } from '../domain/index.js';
import { aRunContent } from './run-content.mother.js';

/**
 * A GeneratedContent under contract, with the ports that read what a run stores beside it: its media
 * renders and its social posts (the moderation's), and two episodes its runs may belong to.
 */
export interface GeneratedContentUnderContract {
  readonly content: GeneratedContent;
  readonly media: MediaRenders;
  readonly posts: SocialMediaPosts;
  readonly episodeIds: readonly [number, number];
}

/**
 * What every GeneratedContent does, with the media renders a run stores, the in-memory fakes and the TypeORM
 * adapters alike: the pipeline's tests trust the fakes exactly as far as this holds of them. Call inside a describe; `fresh` gives an empty store
 * before each test.
 */
export function generatedContentContract(fresh: () => Promise<GeneratedContentUnderContract>): void {
  let subject: GeneratedContentUnderContract;
  let episodeId: number;
  let otherEpisodeId: number;

  beforeEach(async () => {
    subject = await fresh();
    [episodeId, otherEpisodeId] = subject.episodeIds;
  });

  const piecesOf = async (episode: number) => ({
    blogPosts: (await subject.content.blogPostsOf(episode)).length,
    socialPosts: (await subject.content.socialPostsOf(episode)).length,
    videos: (await subject.content.videosOf(episode)).length,
  });

  it('stores a run once: a second store of the run adds nothing and answers the first ids', async () => {
    const first = await subject.content.storeOnce('run-a', aRunContent(episodeId));
    const again = await subject.content.storeOnce('run-a', aRunContent(episodeId, { blogPost: { ...aRunContent(episodeId).blogPost, title: 'Another title' } }));

    expect(again).toEqual(first);
    expect(first.blogPostIds).toHaveLength(1);
    expect(first.socialMediaPostIds).toHaveLength(2);
    expect(await piecesOf(episodeId)).toEqual({ blogPosts: 1, socialPosts: 2, videos: 1 });
    expect(await subject.content.findRun('run-a')).toEqual(first);
    expect(await subject.content.findRun('run-b')).toBeNull();
  });

  it('reads back what a run stored, as it was given, under the ids it answered', async () => {
    const run = aRunContent(episodeId);
    const { blogPostIds, socialMediaPostIds, videoPodcastId } = await subject.content.storeOnce('run-1', run);

    const [blogPost] = await subject.content.blogPostsOf(episodeId);
    expect(blogPost).toMatchObject({ ...run.blogPost, id: blogPostIds[0] });
    expect(await subject.content.findBlogPost(blogPostIds[0]!)).toEqual(blogPost);
    const posts = await subject.content.socialPostsOf(episodeId);
    expect(posts.map((post) => post.id).sort()).toEqual([...socialMediaPostIds].sort());
    for (const post of posts) expect(await subject.posts.findById(post.id)).toEqual(post);
    expect(await subject.content.videosOf(episodeId)).toEqual([expect.objectContaining({ ...run.video, id: videoPodcastId })]);
  });

  it('keeps runs and episodes apart, and reads an episode’s content newest first', async () => {
    const first = await subject.content.storeOnce('run-1', aRunContent(episodeId));
    const second = await subject.content.storeOnce('run-2', aRunContent(episodeId));

    expect((await subject.content.blogPostsOf(episodeId)).map((post) => post.id)).toEqual([...second.blogPostIds, ...first.blogPostIds]);
    expect((await subject.content.videosOf(episodeId)).map((video) => video.id)).toEqual([second.videoPodcastId, first.videoPodcastId]);
    expect(await subject.content.socialPostsOf(episodeId)).toHaveLength(4);
    expect(await piecesOf(otherEpisodeId)).toEqual({ blogPosts: 0, socialPosts: 0, videos: 0 });
    expect(await subject.content.blogPostsOf(2 ** 40)).toEqual([]);
  });

  it('marks a video ready once, and saves a blog post’s edits', async () => {
    const { videoPodcastId, blogPostIds } = await subject.content.storeOnce('run-1', aRunContent(episodeId));

    expect(await subject.content.markVideoReady(videoPodcastId)).toBe(true);
    expect(await subject.content.markVideoReady(videoPodcastId)).toBe(false);
    expect((await subject.content.videosOf(episodeId))[0]).toMatchObject({ status: 'ready' });
    expect(await subject.content.markVideoReady(2 ** 40)).toBe(false);

    const post = (await subject.content.findBlogPost(blogPostIds[0]!))!;
    expect(await subject.content.saveBlogPost({ ...post, title: 'Edited', status: 'published', publishedAt: new Date('2026-11-01T00:00:00Z') })).toBe(true);
    expect(await subject.content.findBlogPost(post.id)).toEqual({ ...post, title: 'Edited', status: 'published', publishedAt: new Date('2026-11-01T00:00:00Z') });
    expect(await subject.content.findBlogPost(2 ** 40)).toBeNull();
    expect(await subject.content.saveBlogPost({ ...post, id: 2 ** 40 })).toBe(false);
  });

  it('counts the dashboard’s stats: episodes with content, every piece, what is scheduled', async () => {
    expect(await subject.content.stats()).toEqual({ episodes: 0, pieces: 0, scheduled: 0 });
    const { socialMediaPostIds, blogPostIds } = await subject.content.storeOnce('run-1', aRunContent(episodeId));
    await subject.content.storeOnce('run-2', aRunContent(otherEpisodeId));
    expect(await subject.content.stats()).toEqual({ episodes: 2, pieces: 8, scheduled: 0 });

    const scheduledFor = new Date('2026-12-01T09:00:00Z');
    const post = (await subject.posts.findById(socialMediaPostIds[0]!))!;
    expect(await subject.posts.saveMove({ ...post, status: 'scheduled', scheduledFor }, post.status)).toBe(true);
    const blogPost = (await subject.content.findBlogPost(blogPostIds[0]!))!;
    expect(await subject.content.saveBlogPost({ ...blogPost, status: 'scheduled', scheduledFor })).toBe(true);
    expect(await subject.content.stats()).toEqual({ episodes: 2, pieces: 8, scheduled: 2 });
  });

  it('stores the run’s media rendering with it, once, read in render order, by the URL a card shows, and with the upload they are cut from', async () => {
    expect(await subject.media.audioUrls()).toEqual([]);
    await subject.content.storeOnce('run-1', aRunContent(episodeId));
    await subject.content.storeOnce('run-1', aRunContent(episodeId));

    const run = await subject.media.ofRun('run-1');
    expect(run.map(({ kind, status, renders, failureReason, episodeId: of }) => ({ kind, status, renders, failureReason, of }))).toEqual([
      { kind: 'quote_card', status: 'rendering', renders: 1, failureReason: null, of: episodeId },
      { kind: 'reel', status: 'rendering', renders: 1, failureReason: null, of: episodeId },
      { kind: 'video', status: 'rendering', renders: 1, failureReason: null, of: episodeId },
    ]);
    expect(run[1]).toMatchObject({ runId: 'run-1', audioUrl: '/media/content/run/upload.wav', quote: 'One money date a week.', startSeconds: 12.5 });
    expect((await subject.media.atUrls(['/media/content/run/reel.mp4', '/media/elsewhere.png'])).map(({ kind }) => kind)).toEqual(['reel']);
    expect(await subject.media.audioUrls()).toEqual(['/media/content/run/upload.wav']);
    expect(await subject.media.ofRun('run-2')).toEqual([]);
  });

  it('moves a medium’s status only from where it stands: failed with its reason, then one render again however many ask at once', async () => {
    await subject.content.storeOnce('run-1', aRunContent(episodeId));
    const [quoteCard, reel] = await subject.media.ofRun('run-1');

    expect(await subject.media.markReady(quoteCard!.id)).toBe(true);
    expect(await subject.media.markFailed(quoteCard!.id, 'too late')).toBe(false);
    expect(await subject.media.markFailed(reel!.id, 'The reel could not be rendered: Decoder (codec svg) not found')).toBe(true);
    expect(await subject.media.findById(reel!.id)).toMatchObject({ status: 'failed', failureReason: 'The reel could not be rendered: Decoder (codec svg) not found' });

    const asked = await Promise.all([subject.media.renderAgain(reel!.id), subject.media.renderAgain(reel!.id), subject.media.renderAgain(reel!.id)]);
    expect(asked.filter(Boolean)).toEqual([expect.objectContaining({ id: reel!.id, status: 'rendering', failureReason: null, renders: 2 })]);
    expect(await subject.media.renderAgain(quoteCard!.id)).toBeNull();
    expect(await subject.media.findById(2 ** 40)).toBeNull();
    expect(await subject.media.renderAgain(2 ** 40)).toBeNull();
  });
}
