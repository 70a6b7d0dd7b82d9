import { episodeMigrations } from '@harmony/episode';
import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { aRunContent } from '../../testing/run-content.mother.js';
import { contentAutomationMigrations } from './migrations/index.js';
import { BlogPostSchema, contentAutomationSchemas, MediaRenderSchema, SocialMediaPostSchema, VideoPodcastSchema } from './content-automation.schemas.js';
import { TypeOrmGeneratedContent } from './typeorm-generated-content.js';
import { TypeOrmMediaRenders } from './typeorm-media-renders.js';

describe.each(testDatabaseKinds())(`${TypeOrmGeneratedContent.name} on $name`, (kind) => {
  let database: MigratedDataSource;
  let store: TypeOrmGeneratedContent;
  let media: TypeOrmMediaRenders;
  let episodeId: number;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, [...episodeMigrations, ...contentAutomationMigrations], contentAutomationSchemas);
    const { dataSource } = database;
    store = new TypeOrmGeneratedContent(dataSource, dataSource.getRepository(BlogPostSchema), dataSource.getRepository(SocialMediaPostSchema), dataSource.getRepository(VideoPodcastSchema));
    media = new TypeOrmMediaRenders(dataSource.getRepository(MediaRenderSchema));
  });

  beforeEach(async () => {
    await database.dataSource.query(`TRUNCATE "episodes" RESTART IDENTITY CASCADE`);
    const [row] = (await database.dataSource.query(`INSERT INTO "episodes" ("number", "title", "description", "description_html", "duration") VALUES (12, 'Money dates', '', '', '40:00') RETURNING "id"`)) as { id: number }[];
    episodeId = row!.id;
  });

  afterAll(() => database?.dispose());

  const counts = async () => {
    const [row] = (await database.dataSource.query(
      `SELECT (SELECT count(*) FROM "blog_posts")::int AS "blogPosts", (SELECT count(*) FROM "social_media_posts")::int AS "socialPosts", (SELECT count(*) FROM "video_podcasts")::int AS "videos"`,
    )) as { blogPosts: number; socialPosts: number; videos: number }[];
    return row;
  };

  it('stores a run once: a second store of the run adds nothing and answers the first ids', async () => {
    const first = await store.storeOnce('run-a', aRunContent(episodeId));
    const again = await store.storeOnce('run-a', aRunContent(episodeId, { blogPost: { ...aRunContent(episodeId).blogPost, title: 'Another title' } }));

    expect(again).toEqual(first);
    expect(first.socialMediaPostIds).toHaveLength(2);
    expect(await counts()).toEqual({ blogPosts: 1, socialPosts: 2, videos: 1 });
    expect(await store.findRun('run-a')).toEqual(first);
    expect(await store.findRun('run-b')).toBeNull();
  });

  if (kind.name !== 'pglite') {
    it('stores one set when two workers store the same run at the same moment', async () => {
      const [one, two] = await Promise.all([store.storeOnce('run-race', aRunContent(episodeId)), store.storeOnce('run-race', aRunContent(episodeId))]);

      expect(one).toEqual(two);
      expect(await counts()).toEqual({ blogPosts: 1, socialPosts: 2, videos: 1 });
    });
  }

  it('keeps runs apart, and reads an episode’s content newest first', async () => {
    const first = await store.storeOnce('run-1', aRunContent(episodeId));
    const second = await store.storeOnce('run-2', aRunContent(episodeId));

    expect((await store.blogPostsOf(episodeId)).map((post) => post.id)).toEqual([...second.blogPostIds, ...first.blogPostIds]);
    expect((await store.videosOf(episodeId)).map((video) => video.id)).toEqual([second.videoPodcastId, first.videoPodcastId]);
    expect(await store.socialPostsOf(episodeId)).toHaveLength(4);
    expect(await store.socialPostsOf(episodeId + 1)).toEqual([]);
    expect(await store.blogPostsOf(2 ** 40)).toEqual([]);
  });

  it('marks a video ready once, and saves a blog post’s edits', async () => {
    const { videoPodcastId, blogPostIds } = await store.storeOnce('run-1', aRunContent(episodeId));

    expect(await store.markVideoReady(videoPodcastId)).toBe(true);
    expect(await store.markVideoReady(videoPodcastId)).toBe(false);
    expect((await store.videosOf(episodeId))[0]).toMatchObject({ status: 'ready' });

    const post = (await store.findBlogPost(blogPostIds[0]!))!;
    expect(await store.saveBlogPost({ ...post, title: 'Edited', status: 'published', publishedAt: new Date('2026-11-01T00:00:00Z') })).toBe(true);
    expect(await store.findBlogPost(post.id)).toMatchObject({ title: 'Edited', status: 'published', publishedAt: new Date('2026-11-01T00:00:00Z') });
    expect(await store.findBlogPost(9999)).toBeNull();
  });

  it('counts the dashboard’s stats: episodes with content, every piece, what is scheduled', async () => {
    expect(await store.stats()).toEqual({ episodes: 0, pieces: 0, scheduled: 0 });
    const { socialMediaPostIds } = await store.storeOnce('run-1', aRunContent(episodeId));
    await database.dataSource.query(`UPDATE "social_media_posts" SET "status" = 'scheduled', "scheduled_for" = now() WHERE "id" = $1`, [socialMediaPostIds[0]]);
    expect(await store.stats()).toEqual({ episodes: 1, pieces: 4, scheduled: 1 });
  });

  it('removes an episode’s generated content with the episode', async () => {
    await store.storeOnce('run-1', aRunContent(episodeId));
    await database.dataSource.query(`DELETE FROM "episodes" WHERE "id" = $1`, [episodeId]);
    expect(await counts()).toEqual({ blogPosts: 0, socialPosts: 0, videos: 0 });
  });

  describe('the run’s media renders (issue 22)', () => {
    it('are stored rendering with the run, once, in render order, and found by the URL a card shows', async () => {
      await store.storeOnce('run-1', aRunContent(episodeId));
      await store.storeOnce('run-1', aRunContent(episodeId));

      const run = await media.ofRun('run-1');
      expect(run.map(({ kind, status, renders, episodeId: of }) => ({ kind, status, renders, of }))).toEqual([
        { kind: 'quote_card', status: 'rendering', renders: 1, of: episodeId },
        { kind: 'reel', status: 'rendering', renders: 1, of: episodeId },
        { kind: 'video', status: 'rendering', renders: 1, of: episodeId },
      ]);
      expect(run[1]).toMatchObject({ audioUrl: '/media/content/run/upload.wav', quote: 'One money date a week.', startSeconds: 12.5 });
      expect((await media.atUrls(['/media/content/run/reel.mp4', '/media/elsewhere.png'])).map(({ kind }) => kind)).toEqual(['reel']);
      expect(await media.atUrls([])).toEqual([]);
    });

    it('moves each status only from where it stands: failed with its reason, then one render again however many ask at once', async () => {
      await store.storeOnce('run-1', aRunContent(episodeId));
      const [quoteCard, reel] = await media.ofRun('run-1');

      expect(await media.markReady(quoteCard!.id)).toBe(true);
      expect(await media.markFailed(quoteCard!.id, 'too late')).toBe(false);
      expect(await media.markFailed(reel!.id, 'The reel could not be rendered: Decoder (codec svg) not found')).toBe(true);
      expect(await media.findById(reel!.id)).toMatchObject({ status: 'failed', failureReason: 'The reel could not be rendered: Decoder (codec svg) not found' });

      const asked = await Promise.all([media.renderAgain(reel!.id), media.renderAgain(reel!.id), media.renderAgain(reel!.id)]);
      expect(asked.filter(Boolean)).toEqual([expect.objectContaining({ id: reel!.id, status: 'rendering', failureReason: null, renders: 2 })]);
      expect(await media.renderAgain(quoteCard!.id)).toBeNull();
      expect(await media.findById(2 ** 40)).toBeNull();
      expect(await media.renderAgain(2 ** 40)).toBeNull();
    });

    it('name the uploads they are rendered from, each once, so none is removed as an orphan', async () => {
      expect(await media.audioUrls()).toEqual([]);
      await store.storeOnce('run-1', aRunContent(episodeId));

      expect(await media.audioUrls()).toEqual(['/media/content/run/upload.wav']);
    });

    it('go with their episode', async () => {
      await store.storeOnce('run-1', aRunContent(episodeId));
      await database.dataSource.query(`DELETE FROM "episodes" WHERE "id" = $1`, [episodeId]);
      expect(await media.ofRun('run-1')).toEqual([]);
    });
  });
});
