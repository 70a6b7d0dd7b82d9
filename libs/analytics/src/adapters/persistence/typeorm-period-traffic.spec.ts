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

describe.each(testDatabaseKinds())('TypeOrmPeriodTraffic on $name', (kind) => {
  let database: MigratedDataSource;
  let reader: TypeOrmPeriodTraffic;

  beforeAll(async () => {
    database = await createMigratedDataSource(kind, analyticsMigrations, []);
    await database.dataSource.query(`TRUNCATE "analytics", "analytics_daily", "analytics_daily_pages", "analytics_daily_referrers", "analytics_daily_visitors" RESTART IDENTITY`);
    await new TypeOrmPageViews(database.dataSource).recordAll(VIEWS);
    reader = new TypeOrmPeriodTraffic(database.dataSource, new AnalyticsCalendar('UTC'));
  });

  afterAll(() => database?.dispose());

  const expected = (filter: string[]) => {
    const filters = analyticsFilters(filter);
    return periodTrafficOf(VIEWS.filter((view) => view.day >= '2026-11-01' && view.day <= '2026-11-30' && matchesFilters(view, filters)), 10);
  };

  it.each([[[]], [['page:/episodes']], [['device:mobile', 'country:NZ']], [['country:(none)']], [['utm_campaign:spring']]])('answers what the raw page views say, filtered by %p', async (filter) => {
    expect(await reader.periodTraffic({ firstDay: '2026-11-01', lastDay: '2026-11-30', filters: analyticsFilters(filter), limit: 10 })).toEqual(expected(filter));
  });

  it('splits a visit at a 31-minute gap', async () => {
    const { visits } = await reader.periodTraffic({ firstDay: '2026-11-01', lastDay: '2026-11-01', filters: [], limit: 10 });
    expect(visits).toEqual({ visits: 3, bounces: 1, durationMs: 600_000 + 19 * 60_000, pageViews: 5 });
  });
});
