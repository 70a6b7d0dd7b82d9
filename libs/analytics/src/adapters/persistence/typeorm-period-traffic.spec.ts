import { createMigratedDataSource, testDatabaseKinds, type MigratedDataSource } from '@harmony/platform/testing';
import { AnalyticsCalendar, analyticsFilters, matchesFilters, periodTrafficOf, type RecordedPageView } from '../../domain/index.js';
import { aRecordedPageView, aVisitor } from '../../testing/analytics.mothers.js';
import { analyticsMigrations } from './migrations/index.js';
import { TypeOrmPageViews } from './typeorm-page-views.js';
import { TypeOrmPeriodTraffic } from './typeorm-period-traffic.js';

const at = (iso: string, overrides: Partial<RecordedPageView> = {}) => aRecordedPageView({ timestamp: new Date(iso), day: iso.slice(0, 10), ...overrides });

const VIEWS: RecordedPageView[] = [
  at('2026-11-01T09:00:00Z', { pageUrl: '/', referrer: 'google.com', referrerKind: 'search', source: 'google.com' }),
  at('2026-11-01T09:10:00Z', { pageUrl: '/episodes' }),
  // 31 minutes after the last: a second visit.
  at('2026-11-01T09:41:00Z', { pageUrl: '/blog' }),
  at('2026-11-01T09:41:00Z', { visitor: aVisitor(2), pageUrl: '/episodes', source: 'newsletter', medium: 'email', campaign: 'spring', device: 'mobile', country: 'NZ', browser: 'Mobile Safari', os: 'iOS' }),
  at('2026-11-01T10:00:00Z', { visitor: aVisitor(2), pageUrl: '/episodes/4', device: 'mobile', country: 'NZ', browser: 'Mobile Safari', os: 'iOS' }),
  at('2026-11-02T09:00:00Z', { pageUrl: '/', country: null, device: null, browser: null, os: null }),
  // Outside the period.
  at('2026-10-31T23:59:59Z', { pageUrl: '/old' }),
];

const TABLES = ['analytics', 'analytics_daily', 'analytics_daily_pages', 'analytics_daily_referrers', 'analytics_daily_visitors', 'analytics_visit_days', 'analytics_daily_breakdowns'];
// Nothing complete (all read raw); the 1st complete and the 2nd still being written; the whole month complete.
const COMPLETE_BEFORE = ['2026-11-01', '2026-11-02', '2026-12-01'];

describe.each(testDatabaseKinds())('TypeOrmPeriodTraffic on $name', (kind) => {
  let database: MigratedDataSource;
  const calendar = new AnalyticsCalendar('UTC');
  const aReader = () => new TypeOrmPeriodTraffic(database.dataSource, calendar);
  const november = (filters: string[], completeBefore: string, limit = 10) => ({ firstDay: '2026-11-01', lastDay: '2026-11-30', filters: analyticsFilters(filters), limit, completeBefore });
  const count = async (table: string) => Number((await database.dataSource.query<{ n: string }[]>(`SELECT count(*) AS n FROM "${table}"`))[0]!.n);

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, analyticsMigrations, []);
    await database.dataSource.query(`TRUNCATE ${TABLES.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY`);
    await new TypeOrmPageViews(database.dataSource).recordAll(VIEWS);
  });

  afterAll(() => database?.dispose());

  const expected = (filter: string[], limit = 10) => {
    const filters = analyticsFilters(filter);
    return periodTrafficOf(VIEWS.filter((view) => view.day >= '2026-11-01' && view.day <= '2026-11-30' && matchesFilters(view, filters)), limit);
  };

  describe.each(COMPLETE_BEFORE)('with the days before %s complete', (completeBefore) => {
    it.each([[[]], [['page:/episodes']], [['device:mobile', 'country:NZ']], [['country:(none)']], [['utm_campaign:spring']], [['referrer:google.com']]])(
      'answers what the raw page views say, filtered by %p',
      async (filter) => {
        expect(await aReader().periodTraffic(november(filter, completeBefore))).toEqual(expected(filter));
      },
    );

    it('keeps the top rows of each list, and only the totals when asked for none', async () => {
      expect(await aReader().periodTraffic(november([], completeBefore, 1))).toEqual(expected([], 1));
      expect(await aReader().periodTraffic(november([], completeBefore, 0))).toEqual(expected([], 0));
      expect(await aReader().periodTraffic(november(['page:/'], completeBefore, 1))).toEqual(expected(['page:/'], 1));
      expect(await aReader().periodTraffic(november(['page:/'], completeBefore, 0))).toEqual(expected(['page:/'], 0));
    });
  });

  it('splits a visit at a 31-minute gap, from the raw rows and from the summed-up day alike', async () => {
    for (const completeBefore of ['2026-11-01', '2026-11-02']) {
      const { visits } = await aReader().periodTraffic({ firstDay: '2026-11-01', lastDay: '2026-11-01', filters: [], limit: 10, completeBefore });
      expect(visits).toEqual({ visits: 3, bounces: 1, durationMs: 600_000 + 19 * 60_000, pageViews: 5 });
    }
  });

  it('sums each complete day up once, however many processes read it at once', async () => {
    await database.dataSource.query(`TRUNCATE "analytics_visit_days", "analytics_daily_breakdowns"`);
    const answers = await Promise.all([aReader(), aReader(), aReader()].map((reader) => reader.periodTraffic(november([], '2026-12-01'))));
    for (const answer of answers) expect(answer).toEqual(expected([]));
    // Every day of the month has its row, page views or none; the breakdowns are those of the 1st and the 2nd.
    expect(await count('analytics_visit_days')).toBe(30);
    const breakdownRows = await count('analytics_daily_breakdowns');
    await aReader().periodTraffic(november([], '2026-12-01'));
    expect(await count('analytics_daily_breakdowns')).toBe(breakdownRows);
  });

  it('reads a summed-up day from its rollups: a page view written after the day was complete is not in them', async () => {
    await aReader().periodTraffic(november([], '2026-12-01'));
    await new TypeOrmPageViews(database.dataSource).recordAll([at('2026-11-02T10:00:00Z', { pageUrl: '/late', device: 'tablet' })]);
    try {
      const { breakdowns } = await aReader().periodTraffic(november([], '2026-12-01'));
      // Pages are kept by ingestion as rows arrive; devices were summed when the day was complete.
      expect(breakdowns.pages).toContainEqual({ value: '/late', pageViews: 1 });
      expect(breakdowns.devices.map((row) => row.value)).not.toContain('tablet');
    } finally {
      await database.dataSource.query(`DELETE FROM "analytics" WHERE "page_url" = '/late'`);
    }
  });
  it("keeps a filter set's complete days once read, and reads the days still being written every time", async () => {
    const reader = aReader();
    const query = november(['page:/'], '2026-11-02');
    expect(await reader.periodTraffic(query)).toEqual(expected(['page:/']));
    await database.dataSource.query(
      `INSERT INTO "analytics" ("page_url", "timestamp", "visitor_hash", "country") VALUES ('/', '2026-11-02T11:00:00Z', decode('0a', 'hex'), 'FR'), ('/', '2026-11-01T12:00:00Z', decode('0b', 'hex'), 'DE')`,
    );
    try {
      const countries = async (answering: TypeOrmPeriodTraffic) => (await answering.periodTraffic(query)).breakdowns.countries.map((row) => row.value);
      // The 2nd is open: its new page view counts. The 1st was complete when first read: its sums are kept.
      expect(await countries(reader)).toContain('FR');
      expect(await countries(reader)).not.toContain('DE');
      // Another process (or this one after a restart) sums the 1st afresh.
      expect(await countries(aReader())).toEqual(expect.arrayContaining(['FR', 'DE']));
    } finally {
      await database.dataSource.query(`DELETE FROM "analytics" WHERE "country" IN ('FR', 'DE')`);
    }
  });

  it('counts the page views kept before visitor hashes as page views, never as visits or visitors, raw and summed up alike', async () => {
    await database.dataSource.query(
      `INSERT INTO "analytics" ("page_url", "timestamp") VALUES ('/legacy', '2026-11-03T09:00:00Z'), ('/legacy', '2026-11-03T09:05:00Z')`,
    );
    try {
      const noVisits = { visits: 0, bounces: 0, durationMs: 0, pageViews: 0 };
      for (const completeBefore of ['2026-11-03', '2026-12-01']) {
        const third = (filter: string[]) => aReader().periodTraffic({ firstDay: '2026-11-03', lastDay: '2026-11-03', filters: analyticsFilters(filter), limit: 10, completeBefore });
        const legacy = await third(['page:/legacy']);
        expect({ pageViews: legacy.pageViews, visitors: legacy.uniqueVisitors, visits: legacy.visits, entryPages: legacy.entryPages, exitPages: legacy.exitPages }).toEqual({
          pageViews: 2,
          visitors: 0,
          visits: noVisits,
          entryPages: [],
          exitPages: [],
        });
        expect(legacy.breakdowns.pages).toEqual([{ value: '/legacy', pageViews: 2 }]);
        const unfiltered = await third([]);
        expect({ visits: unfiltered.visits, entryPages: unfiltered.entryPages }).toEqual({ visits: noVisits, entryPages: [] });
      }
    } finally {
      await database.dataSource.query(`DELETE FROM "analytics" WHERE "page_url" = '/legacy'`);
      await database.dataSource.query(`DELETE FROM "analytics_visit_days" WHERE "day" = '2026-11-03'`);
      await database.dataSource.query(`DELETE FROM "analytics_daily_breakdowns" WHERE "day" = '2026-11-03'`);
    }
  });
});
