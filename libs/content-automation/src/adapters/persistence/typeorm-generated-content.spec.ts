import { episodeMigrations } from '@harmony/episode';
import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { generatedContentContract } from '../../testing/generated-content.contract.js';
import { aRunContent } from '../../testing/run-content.mother.js';
import { contentAutomationMigrations } from './migrations/index.js';
import { BlogPostSchema, contentAutomationSchemas, MediaRenderSchema, SocialMediaPostSchema, VideoPodcastSchema } from './content-automation.schemas.js';
import { TypeOrmGeneratedContent } from './typeorm-generated-content.js';
import { TypeOrmMediaRenders } from './typeorm-media-renders.js';
import { TypeOrmSocialMediaPosts } from './typeorm-social-media-posts.js';

describe.each(testDatabaseKinds())(`${TypeOrmGeneratedContent.name} on $name`, (kind) => {
  let database: MigratedDataSource;
  let store: TypeOrmGeneratedContent;
  let media: TypeOrmMediaRenders;
  let posts: TypeOrmSocialMediaPosts;
  let episodeId: number;
  let otherEpisodeId: number;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, [...episodeMigrations, ...contentAutomationMigrations], contentAutomationSchemas);
    const { dataSource } = database;
    store = new TypeOrmGeneratedContent(dataSource, dataSource.getRepository(BlogPostSchema), dataSource.getRepository(SocialMediaPostSchema), dataSource.getRepository(VideoPodcastSchema));
    media = new TypeOrmMediaRenders(dataSource.getRepository(MediaRenderSchema));
    posts = new TypeOrmSocialMediaPosts(dataSource.getRepository(SocialMediaPostSchema));
  });

  beforeEach(async () => {
    await database.dataSource.query(`TRUNCATE "episodes" RESTART IDENTITY CASCADE`);
    const rows = (await database.dataSource.query(
      `INSERT INTO "episodes" ("number", "title", "description", "description_html", "duration") VALUES (12, 'Money dates', '', '', '40:00'), (13, 'Joint accounts', '', '', '35:00') RETURNING "id"`,
    )) as { id: number }[];
    [episodeId, otherEpisodeId] = rows.map((row) => row.id) as [number, number];
  });

  afterAll(() => database?.dispose());

  generatedContentContract(async () => ({ content: store, media, posts, episodeIds: [episodeId, otherEpisodeId] }));

  const counts = async () => {
    const [row] = (await database.dataSource.query(
      `SELECT (SELECT count(*) FROM "blog_posts")::int AS "blogPosts", (SELECT count(*) FROM "social_media_posts")::int AS "socialPosts", (SELECT count(*) FROM "video_podcasts")::int AS "videos"`,
    )) as { blogPosts: number; socialPosts: number; videos: number }[];
    return row;
  };

  if (kind.name !== 'pglite') {
    it('stores one set when two workers store the same run at the same moment', async () => {
      const [one, two] = await Promise.all([store.storeOnce('run-race', aRunContent(episodeId)), store.storeOnce('run-race', aRunContent(episodeId))]);

      expect(one).toEqual(two);
      expect(await counts()).toEqual({ blogPosts: 1, socialPosts: 2, videos: 1 });
    });
  }

  it('removes an episode’s generated content with the episode', async () => {
    await store.storeOnce('run-1', aRunContent(episodeId));
    await database.dataSource.query(`DELETE FROM "episodes" WHERE "id" = $1`, [episodeId]);
    expect(await counts()).toEqual({ blogPosts: 0, socialPosts: 0, videos: 0 });
  });

  describe('the run’s media renders (issue 22)', () => {
    it('go with their episode', async () => {
      await store.storeOnce('run-1', aRunContent(episodeId));
      await database.dataSource.query(`DELETE FROM "episodes" WHERE "id" = $1`, [episodeId]);
      expect(await media.ofRun('run-1')).toEqual([]);
    });
  });
});
