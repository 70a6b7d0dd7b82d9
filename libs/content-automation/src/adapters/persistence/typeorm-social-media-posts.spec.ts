import type { Repository } from 'typeorm';
import { episodeMigrations } from '@harmony/episode';
import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { aSocialPostDraft } from '../../testing/social-media-post.mother.js';
import { NOT_PUBLISHING } from '../../domain/index.js';
import { socialMediaPostsContract } from '../../testing/social-media-posts.contract.js';
import { contentAutomationMigrations } from './migrations/index.js';
import { contentAutomationSchemas, SocialMediaPostSchema, type SocialMediaPostRow } from './content-automation.schemas.js';
import { TypeOrmSocialMediaPosts } from './typeorm-social-media-posts.js';

describe.each(testDatabaseKinds())(`${TypeOrmSocialMediaPosts.name} on $name`, (kind) => {
  let database: MigratedDataSource;
  let rows: Repository<SocialMediaPostRow>;

  // The posts' episodes: rows of the episode context's table, as its migrations leave it.
  const addEpisodes = async (...numbers: number[]): Promise<number[]> => {
    const ids: number[] = [];
    for (const number of numbers) {
      const [row] = (await database.dataSource.query(`INSERT INTO "episodes" ("number", "title", "description", "description_html", "duration") VALUES ($1, $2, '', '', '40:00') RETURNING "id"`, [
        number,
        `Episode ${number}`,
      ])) as { id: number }[];
      ids.push(row!.id);
    }
    return ids;
  };

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, [...episodeMigrations, ...contentAutomationMigrations], contentAutomationSchemas);
    rows = database.dataSource.getRepository(SocialMediaPostSchema);
  });

  beforeEach(async () => {
    await database.dataSource.query(`TRUNCATE "episodes" RESTART IDENTITY CASCADE`);
  });

  afterAll(() => database?.dispose());

  socialMediaPostsContract(async () => {
    const [first, second] = await addEpisodes(1, 2);
    return {
      posts: new TypeOrmSocialMediaPosts(rows),
      episodeIds: [first!, second!],
      restamp: async (id, at) => void (await rows.update({ id }, { createdAt: at })),
    };
  });

  it('stores a new post as a draft stamped now when the status and time are left to the database', async () => {
    const [episodeId] = await addEpisodes(7);
    await database.dataSource.query(`INSERT INTO "social_media_posts" ("episode_id", "content_type", "platform", "content") VALUES ($1, 'text', 'facebook', 'Hello')`, [episodeId]);
    const [post] = await rows.find();
    expect(post).toMatchObject({ status: 'draft', imageUrl: null, videoUrl: null, scheduledFor: null, publishedAt: null, createdAt: expect.any(Date) });
  });

  it('refuses a post of no episode, and removes the posts of a removed episode', async () => {
    const posts = new TypeOrmSocialMediaPosts(rows);
    await expect(posts.addAll([aSocialPostDraft({ episodeId: 999 })])).rejects.toThrow();
    const [episodeId] = await addEpisodes(3);
    await posts.addAll([aSocialPostDraft({ episodeId: episodeId! })]);
    await database.dataSource.query(`DELETE FROM "episodes" WHERE "id" = $1`, [episodeId]);
    expect(await posts.count()).toBe(0);
  });

  it('answers an id beyond the column range as no post', async () => {
    const posts = new TypeOrmSocialMediaPosts(rows);
    expect(await posts.findById(2 ** 40)).toBeNull();
    expect(await posts.saveMove({ ...aSocialPostDraft(), ...NOT_PUBLISHING, id: 2 ** 40, createdAt: new Date() }, 'draft')).toBe(false);
  });

  it("reads a status's page newest first from its own index, without a sort", async () => {
    const runner = database.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      // On a handful of rows the planner would rather sort: make the index the only way it considers.
      await runner.query('SET LOCAL enable_seqscan = off');
      await runner.query('SET LOCAL enable_sort = off');
      const plan = (await runner.query(`EXPLAIN SELECT * FROM "social_media_posts" WHERE "status" = 'pending_approval' ORDER BY "created_at" DESC, "id" DESC LIMIT 20`)) as { 'QUERY PLAN': string }[];
      const text = plan.map((line) => line['QUERY PLAN']).join('\n');
      expect(text).toContain('social_media_posts_status_newest_first_idx');
      expect(text).not.toMatch(/\bSort\b/);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
