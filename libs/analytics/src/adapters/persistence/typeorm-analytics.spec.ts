import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { AnalyticsCalendar } from '../../domain/index.js';
import { PageViewBuffer, RecordPageView } from '../../application/index.js';
import { ManualBufferTimers } from '../../testing/index.js';
import { MmdbCountryLookup } from '../visitors/mmdb-country-lookup.js';
import { UaParserUserAgents } from '../visitors/ua-parser-user-agents.js';
import { aRecordedPageView, aVisitor } from '../../testing/analytics.mothers.js';
import { pageViewsContract } from '../../testing/page-views.contract.js';
import { analyticsMigrations } from './migrations/index.js';
import { TypeOrmDailySalts } from './typeorm-daily-salts.js';
import { TypeOrmPageViews } from './typeorm-page-views.js';
import { TypeOrmPeriodTraffic } from './typeorm-period-traffic.js';

const ANALYTICS_TABLES = ['analytics', 'analytics_daily', 'analytics_daily_breakdowns', 'analytics_daily_pages', 'analytics_daily_referrers', 'analytics_daily_visitors', 'analytics_salts', 'analytics_visit_days'];

describe.each(testDatabaseKinds())('analytics TypeORM adapters on $name', (kind) => {
  let database: MigratedDataSource;
  const query = <Row>(sql: string, parameters: unknown[] = []) => database.dataSource.query<Row[]>(sql, parameters);
  const emptyTables = () => query(`TRUNCATE ${ANALYTICS_TABLES.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY`);

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, analyticsMigrations, []);
  });

  afterAll(() => database?.dispose());

  describe(TypeOrmPageViews.name, () => {
    pageViewsContract(async () => {
      await emptyTables();
      return { pageViews: new TypeOrmPageViews(database.dataSource), reader: new TypeOrmPeriodTraffic(database.dataSource, new AnalyticsCalendar('UTC')) };
    });

    it('keeps no IP address, user agent or cookie: the columns it has are all there is', async () => {
      const columns = await query<{ table_name: string; column_name: string }>(
        `SELECT table_name, column_name FROM information_schema.columns WHERE table_name = ANY($1) AND table_schema = current_schema() ORDER BY table_name, ordinal_position`,
        [ANALYTICS_TABLES],
      );
      expect(columns.map((column) => `${column.table_name}.${column.column_name}`)).toEqual([
        'analytics.id',
        'analytics.page_url',
        'analytics.referrer',
        'analytics.timestamp',
        'analytics.visitor_hash',
        'analytics.source',
        'analytics.medium',
        'analytics.campaign',
        'analytics.referrer_kind',
        'analytics.device',
        'analytics.browser',
        'analytics.os',
        'analytics.country',
        'analytics_daily.day',
        'analytics_daily.visits',
        'analytics_daily.unique_visitors',
        'analytics_daily_breakdowns.day',
        'analytics_daily_breakdowns.breakdown',
        'analytics_daily_breakdowns.value',
        'analytics_daily_breakdowns.count',
        'analytics_daily_pages.day',
        'analytics_daily_pages.page_url',
        'analytics_daily_pages.visits',
        'analytics_daily_referrers.day',
        'analytics_daily_referrers.referrer',
        'analytics_daily_referrers.visits',
        'analytics_daily_visitors.day',
        'analytics_daily_visitors.visitor_hash',
        'analytics_salts.day',
        'analytics_salts.salt',
        'analytics_visit_days.day',
        'analytics_visit_days.visits',
        'analytics_visit_days.bounces',
        'analytics_visit_days.duration_ms',
        'analytics_visit_days.page_views',
      ]);
    });

    it('keeps each page view as a row and the rollups in step with them', async () => {
      await emptyTables();
      const pageViews = new TypeOrmPageViews(database.dataSource);
      await pageViews.recordAll([
        aRecordedPageView({ day: '2026-06-10', pageUrl: '/a', referrer: 'google.com', visitor: aVisitor(1) }),
        aRecordedPageView({ day: '2026-06-10', pageUrl: '/a', referrer: null, visitor: aVisitor(2) }),
      ]);
      await pageViews.recordAll([aRecordedPageView({ day: '2026-06-11', pageUrl: '/b', referrer: null, visitor: aVisitor(1) })]);
      expect(await query(`SELECT "page_url", "referrer", "timestamp" FROM "analytics" ORDER BY "id"`)).toEqual([
        { page_url: '/a', referrer: 'google.com', timestamp: new Date('2026-06-10T12:00:00Z') },
        { page_url: '/a', referrer: null, timestamp: new Date('2026-06-10T12:00:00Z') },
        { page_url: '/b', referrer: null, timestamp: new Date('2026-06-11T12:00:00Z') },
      ]);
      expect(await query(`SELECT "day"::text, "visits", "unique_visitors" FROM "analytics_daily" ORDER BY 1`)).toEqual([
        { day: '2026-06-10', visits: 2, unique_visitors: 2 },
        { day: '2026-06-11', visits: 1, unique_visitors: 1 },
      ]);
      expect(await query(`SELECT "day"::text, "page_url", "visits" FROM "analytics_daily_pages" ORDER BY 1, 2`)).toEqual([
        { day: '2026-06-10', page_url: '/a', visits: 2 },
        { day: '2026-06-11', page_url: '/b', visits: 1 },
      ]);
      expect(await query(`SELECT "day"::text, "referrer", "visits" FROM "analytics_daily_referrers" ORDER BY 1, 2`)).toEqual([
        { day: '2026-06-10', referrer: '', visits: 1 },
        { day: '2026-06-10', referrer: 'google.com', visits: 1 },
        { day: '2026-06-11', referrer: '', visits: 1 },
      ]);
    });

    it("forgets who visited once a day's count is final: visitor rows older than the day before the batch's are deleted", async () => {
      await emptyTables();
      const pageViews = new TypeOrmPageViews(database.dataSource);
      for (const day of ['2026-06-08', '2026-06-09', '2026-06-10']) await pageViews.recordAll([aRecordedPageView({ day, visitor: aVisitor(1) })]);
      expect(await query(`SELECT "day"::text FROM "analytics_daily_visitors" ORDER BY 1`)).toEqual([{ day: '2026-06-09' }, { day: '2026-06-10' }]);
      // A late page view of the day before still counts its visitor once.
      await pageViews.recordAll([aRecordedPageView({ day: '2026-06-09', visitor: aVisitor(1) }), aRecordedPageView({ day: '2026-06-10', visitor: aVisitor(2) })]);
      expect(await query(`SELECT "day"::text, "visits", "unique_visitors" FROM "analytics_daily" ORDER BY 1`)).toEqual([
        { day: '2026-06-08', visits: 1, unique_visitors: 1 },
        { day: '2026-06-09', visits: 2, unique_visitors: 1 },
        { day: '2026-06-10', visits: 2, unique_visitors: 2 },
      ]);
    });

    it('keeps the sources, the client and the country of a page view, and neither its address nor its user agent anywhere in the row', async () => {
      await emptyTables();
      const buffer = new PageViewBuffer(new TypeOrmPageViews(database.dataSource), new ManualBufferTimers());
      const record = new RecordPageView(new AnalyticsCalendar('UTC'), new TypeOrmDailySalts(database.dataSource), buffer, new UaParserUserAgents(), new MmdbCountryLookup());
      const chromeOnAndroid = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36';
      const at = new Date('2026-06-10T08:30:00Z');
      await record.execute(
        { pageUrl: '/episode/4?utm_source=newsletter&utm_medium=email&utm_campaign=june&email=ann%40example.com', referrer: 'https://l.facebook.com/', siteHost: 'harmony.example', ip: '133.11.0.1', userAgent: chromeOnAndroid },
        at,
      );
      await record.execute({ pageUrl: '/', referrer: 'https://www.google.co.uk/', siteHost: 'harmony.example', ip: '2001:67c:2e8::2', userAgent: chromeOnAndroid }, at);
      await record.execute({ pageUrl: '/blog', referrer: '', siteHost: 'harmony.example', ip: '10.1.2.3', userAgent: chromeOnAndroid }, at);
      await buffer.flush();

      const rows = await query<Record<string, unknown>>(
        `SELECT "page_url", "referrer", "source", "medium", "campaign", "referrer_kind", "device", "browser", "os", "country", length("visitor_hash") AS "hash_bytes" FROM "analytics" ORDER BY "id"`,
      );
      expect(rows).toEqual([
        { page_url: '/episode/4', referrer: 'l.facebook.com', source: 'newsletter', medium: 'email', campaign: 'june', referrer_kind: 'social', device: 'mobile', browser: 'Chrome', os: 'Android', country: 'JP', hash_bytes: 16 },
        { page_url: '/', referrer: 'google.co.uk', source: 'google.co.uk', medium: null, campaign: null, referrer_kind: 'search', device: 'mobile', browser: 'Chrome', os: 'Android', country: 'NL', hash_bytes: 16 },
        { page_url: '/blog', referrer: null, source: null, medium: null, campaign: null, referrer_kind: 'direct', device: 'mobile', browser: 'Chrome', os: 'Android', country: null, hash_bytes: 16 },
      ]);
      // Every column of every analytics table, as text: no address, no user agent, no query key but the campaign's.
      const everything = JSON.stringify(
        await Promise.all(ANALYTICS_TABLES.map((table) => query<{ row: string }>(`SELECT row_to_json(t)::text AS "row" FROM "${table}" t`))),
      );
      for (const secret of ['133.11', '2001:67c', '10.1.2.3', 'Mozilla', 'Pixel', '126.0', 'ann%40example.com', 'ann@example.com', 'email=']) expect(everything).not.toContain(secret);
    });

    it('reads realtime visitors and the page views of a date range through the timestamp indexes, the only ones on page views', async () => {
      const indexes = await query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'analytics' AND schemaname = current_schema() ORDER BY 1`);
      expect(indexes.map((index) => index.indexname)).toEqual(['analytics_pkey', 'analytics_timestamp_brin', 'analytics_timestamp_idx']);
      const session = database.dataSource.createQueryRunner();
      try {
        await session.query('SET enable_seqscan = off');
        const planOf = async (sql: string) =>
          ((await session.query(`EXPLAIN ${sql}`)) as { 'QUERY PLAN': string }[]).map((line) => line['QUERY PLAN']).join('\n');
        expect(await planOf(`SELECT count(DISTINCT "visitor_hash") FROM "analytics" WHERE "timestamp" BETWEEN now() - interval '5 minutes' AND now()`)).toContain('analytics_timestamp_idx');
        expect(await planOf(`SELECT "country", "device", "referrer_kind", count(*) FROM "analytics" WHERE "timestamp" >= now() - interval '30 days' GROUP BY 1, 2, 3`)).toMatch(
          /analytics_timestamp_(idx|brin)/,
        );
      } finally {
        await session.query('RESET enable_seqscan');
        await session.release();
      }
    });

    it('reads recent activity through the timestamp index', async () => {
      const session = database.dataSource.createQueryRunner();
      try {
        await session.query('SET enable_seqscan = off');
        const plan: { 'QUERY PLAN': string }[] = await session.query(
          `EXPLAIN SELECT "id" FROM "analytics" WHERE "timestamp" BETWEEN now() - interval '1 day' AND now() ORDER BY "timestamp" DESC, "id" DESC LIMIT 20`,
        );
        expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('analytics_timestamp_idx');
      } finally {
        await session.query('RESET enable_seqscan');
        await session.release();
      }
    });
  });

  describe(TypeOrmDailySalts.name, () => {
    beforeEach(emptyTables);

    it("keeps one random salt a day for every process, and destroys earlier days' when a new day's is made", async () => {
      const one = new TypeOrmDailySalts(database.dataSource);
      const another = new TypeOrmDailySalts(database.dataSource);
      const first = await one.saltOf('2026-06-10');
      expect(first).toHaveLength(32);
      expect(await another.saltOf('2026-06-10')).toEqual(first);
      expect(await one.saltOf('2026-06-10')).toBe(first);

      const next = await another.saltOf('2026-06-11');
      expect(Buffer.from(next).equals(Buffer.from(first))).toBe(false);
      expect(await query(`SELECT "day"::text FROM "analytics_salts"`)).toEqual([{ day: '2026-06-11' }]);
      expect(await one.saltOf('2026-06-11')).toEqual(next);
    });

    it('answers processes asking for a new day at the same time with the same salt', async () => {
      const salts = await Promise.all(Array.from({ length: 4 }, () => new TypeOrmDailySalts(database.dataSource).saltOf('2026-06-12')));
      for (const salt of salts) expect(salt).toEqual(salts[0]);
      expect(await query(`SELECT count(*)::int AS "count" FROM "analytics_salts"`)).toEqual([{ count: 1 }]);
    });
  });
});
