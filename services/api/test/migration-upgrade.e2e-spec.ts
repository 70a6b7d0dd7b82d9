import { DataSource } from 'typeorm';
import { buildDataSourceOptions, jobQueueMigrations, type MigrationClass } from '@harmony/platform';
import { primaryTestDatabaseKind, type TestDatabase } from '@harmony/platform/testing';
import { episodeMigrations } from '@harmony/episode';
import { blogMigrations } from '@harmony/blog';
import { audienceMigrations } from '@harmony/audience';
import { analyticsMigrations } from '@harmony/analytics';
import { identityMigrations } from '@harmony/identity';
import { contentAutomationMigrations } from '@harmony/content-automation';
import { mailMigrations } from '@harmony/mail';
import { socialMigrations } from '@harmony/social';
import { apiMigrations } from '../src/app.module.js';

/**
 * What the migrations table of a database migrated before analytics left the audience context holds (main
 * at 148aabb): TypeORM knows a migration by this name, so the split must keep every one of them. Later
 * migrations may join the list; none of these may leave it or change its name.
 */
const MIGRATED_BEFORE_THE_SPLIT = [
  'CreateAnalyticsTables1795700000000',
  'CreateAudienceTables1763800000000',
  'CreateAudioRequestTables1796200000000',
  'CreateBackgroundJobs1796500000000',
  'CreateBlogArticles1763700000000',
  'CreateEpisodes1763600000000',
  'CreateGeneratedContent1795900000000',
  'CreateIdentityTables1795500000000',
  'CreateLegalPages1796610000000',
  'CreateMediaRenders1796400000000',
  'CreateSocialMediaPosts1795800000000',
  'EpisodeMediaOptionalAndNumbersUnique1795600000100',
  'EpisodeTranscriptsAndChapters1796100000000',
  'IndexArticlesNewestFirst1795610000000',
  'IndexAudienceLists1795650000000',
  'RenderEpisodeDescriptionsAsMarkdown1796530000000',
  'SearchArticles1796000000001',
  'SearchEpisodes1796000000000',
  'StoreArticleContentHtml1795400000001',
  'StoreEpisodeDescriptionHtml1795400000000',
];

/**
 * The app's list before the split: audience's migrations then held analytics' tables too, in this order
 * (audience's own two, then the analytics and audio request tables), between blog's and identity's.
 */
const listBeforeTheSplit: readonly MigrationClass[] = [
  ...episodeMigrations,
  ...blogMigrations,
  ...audienceMigrations,
  ...analyticsMigrations,
  ...identityMigrations,
  ...contentAutomationMigrations,
  ...jobQueueMigrations,
];

const nameOf = (migration: MigrationClass): string => (new migration() as { name?: string }).name ?? migration.name;
/** TypeORM runs pending migrations by the timestamp that ends their name, whichever context's list holds them. */
const byTimestamp = (a: MigrationClass, b: MigrationClass): number => Number(nameOf(a).slice(-13)) - Number(nameOf(b).slice(-13));

/** What the app gained since: a database migrated before the split runs exactly these, once, in time order. */
const addedAfterTheSplit: readonly MigrationClass[] = [...mailMigrations, ...socialMigrations].sort(byTimestamp);

describe('upgrading a database migrated before analytics became its own context', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await primaryTestDatabaseKind().create();
  });

  afterAll(() => database?.dispose());

  async function withDataSource<T>(migrations: readonly MigrationClass[], runMigrations: boolean, use: (dataSource: DataSource) => Promise<T>): Promise<T> {
    const dataSource = new DataSource(buildDataSourceOptions(database.target, migrations, [], runMigrations));
    await dataSource.initialize();
    try {
      return await use(dataSource);
    } finally {
      await dataSource.destroy();
    }
  }

  it('runs the same migrations, by name, as before the split, and those added since', () => {
    expect(apiMigrations.map(nameOf).sort()).toEqual([...listBeforeTheSplit, ...addedAfterTheSplit].map(nameOf).sort());
    expect(apiMigrations.map(nameOf)).toEqual(expect.arrayContaining(MIGRATED_BEFORE_THE_SPLIT));
    expect(new Set(apiMigrations.map(nameOf)).size).toBe(apiMigrations.length);
  });

  it('finds only the migrations added since pending, runs nothing again and keeps the rows', async () => {
    const executed = await withDataSource(listBeforeTheSplit, true, async (dataSource) => {
      await dataSource.query(`INSERT INTO "analytics" ("page_url", "referrer", "timestamp") VALUES ('/episodes', 'google.com', '2026-06-30T12:00:00Z')`);
      await dataSource.query(`INSERT INTO "analytics_daily" ("day", "visits", "unique_visitors") VALUES ('2026-06-30', 1, 1)`);
      await dataSource.query(
        `INSERT INTO "audio_requests" ("day", "visitor_hash", "audio_url", "range_start", "range_end", "file_size", "app", "bot", "timestamp")
         VALUES ('2026-06-30', '\\x00ff', '/media/episodes/1/audio-a.mp3', NULL, NULL, 6000000, 'Overcast', false, '2026-06-30T12:00:00Z')`,
      );
      await dataSource.query(`INSERT INTO "audio_downloads_daily" ("day", "audio_url", "app", "downloads") VALUES ('2026-06-29', '/media/episodes/1/audio-a.mp3', 'Overcast', 3)`);
      await dataSource.query(`INSERT INTO "newsletter_subscriptions" ("email", "tags") VALUES ('ann@example.com', '{workshop}')`);
      return dataSource.query<{ id: number; name: string }[]>(`SELECT "id", "name" FROM "migrations" ORDER BY "id"`);
    });
    expect(executed.map((row) => row.name)).toEqual(expect.arrayContaining(MIGRATED_BEFORE_THE_SPLIT));
    expect(executed).toHaveLength(listBeforeTheSplit.length);

    await withDataSource(apiMigrations, false, async (dataSource) => {
      expect(await dataSource.showMigrations()).toBe(addedAfterTheSplit.length > 0);
      expect((await dataSource.runMigrations({ transaction: 'each' })).map((migration) => migration.name)).toEqual(addedAfterTheSplit.map(nameOf));
    });
    // And as the app starts: migrating on initialize.
    await withDataSource(apiMigrations, true, async (dataSource) => {
      const recorded = await dataSource.query<{ id: number; name: string }[]>(`SELECT "id", "name" FROM "migrations" ORDER BY "id"`);
      expect(recorded.slice(0, executed.length)).toEqual(executed);
      expect(recorded.slice(executed.length).map((row) => row.name)).toEqual(addedAfterTheSplit.map(nameOf));
      expect(await dataSource.query(`SELECT "page_url", "referrer" FROM "analytics"`)).toEqual([{ page_url: '/episodes', referrer: 'google.com' }]);
      expect(await dataSource.query(`SELECT "day"::text, "visits", "unique_visitors" FROM "analytics_daily"`)).toEqual([{ day: '2026-06-30', visits: 1, unique_visitors: 1 }]);
      expect(await dataSource.query(`SELECT "audio_url", "app", "file_size"::int AS "file_size" FROM "audio_requests"`)).toEqual([{ audio_url: '/media/episodes/1/audio-a.mp3', app: 'Overcast', file_size: 6_000_000 }]);
      expect(await dataSource.query(`SELECT "downloads" FROM "audio_downloads_daily"`)).toEqual([{ downloads: 3 }]);
      expect(await dataSource.query(`SELECT "email", "tags" FROM "newsletter_subscriptions"`)).toEqual([{ email: 'ann@example.com', tags: ['workshop'] }]);
    });
  });
});
