import type { PageViews, PeriodTrafficQuery, PeriodTrafficReader, RecentQuery } from '../domain/index.js';
import { aRecordedPageView, aVisitor, timesOf } from './analytics.mothers.js';

/** A store of page views: what records them and what reads a period's figures from them. */
export interface PageViewStore {
  readonly pageViews: PageViews;
  readonly reader: PeriodTrafficReader;
}

/**
 * What every page-view store does, the in-memory fakes and the TypeORM adapters (rollups) alike. Call inside
 * a describe; `fresh` gives an empty store before each test. June 2026 is asked with every day complete
 * (`completeBefore` after it), as a past month is; PeriodTrafficReader's own specs cover days still open.
 */
export function pageViewsContract(fresh: () => PageViewStore | Promise<PageViewStore>): void {
  let pageViews: PageViews;
  let reader: PeriodTrafficReader;
  const query: PeriodTrafficQuery = { firstDay: '2026-06-01', lastDay: '2026-06-30', filters: [], limit: 3, completeBefore: '2026-07-02' };
  const recentQuery: RecentQuery = { since: new Date('2026-06-29T15:00:00Z'), until: new Date('2026-06-30T15:00:00Z'), limit: 4, filters: [] };
  const traffic = () => reader.periodTraffic(query);

  beforeEach(async () => {
    ({ pageViews, reader } = await fresh());
  });

  it('counts page views and unique visitors per day, within the days asked (both ends), oldest first', async () => {
    await pageViews.recordAll([
      aRecordedPageView({ day: '2026-05-31', visitor: aVisitor(1) }),
      ...timesOf(2, { day: '2026-06-01', visitor: aVisitor(1) }),
      aRecordedPageView({ day: '2026-06-01', visitor: aVisitor(2) }),
      aRecordedPageView({ day: '2026-06-30', visitor: aVisitor(1) }),
      aRecordedPageView({ day: '2026-06-15', visitor: aVisitor(3) }),
      aRecordedPageView({ day: '2026-07-01', visitor: aVisitor(4) }),
    ]);
    const { days, pageViews: total, uniqueVisitors } = await traffic();
    expect(days).toEqual([
      { day: '2026-06-01', pageViews: 3, visitors: 2 },
      { day: '2026-06-15', pageViews: 1, visitors: 1 },
      { day: '2026-06-30', pageViews: 1, visitors: 1 },
    ]);
    expect({ total, uniqueVisitors }).toEqual({ total: 5, uniqueVisitors: 4 });
  });

  it('counts a visitor once a day however many batches their page views come in', async () => {
    await pageViews.recordAll([aRecordedPageView({ day: '2026-06-10', visitor: aVisitor(7) })]);
    await pageViews.recordAll([aRecordedPageView({ day: '2026-06-10', visitor: aVisitor(7) }), aRecordedPageView({ day: '2026-06-10', visitor: aVisitor(8) })]);
    await pageViews.recordAll([aRecordedPageView({ day: '2026-06-10', visitor: aVisitor(8) })]);
    expect((await traffic()).days).toEqual([{ day: '2026-06-10', pageViews: 4, visitors: 2 }]);
  });

  it('ranks pages by page views over the days asked, ties by path, and keeps the top ones', async () => {
    await pageViews.recordAll([
      ...timesOf(5, { day: '2026-05-31', pageUrl: '/old' }),
      ...timesOf(2, { day: '2026-06-01', pageUrl: '/episodes' }),
      ...timesOf(2, { day: '2026-06-20', pageUrl: '/episodes' }),
      ...timesOf(3, { day: '2026-06-02', pageUrl: '/blog' }),
      ...timesOf(3, { day: '2026-06-03', pageUrl: '/' }),
      ...timesOf(3, { day: '2026-06-30', pageUrl: '/Workshop' }),
      ...timesOf(1, { day: '2026-06-30', pageUrl: '/about' }),
    ]);
    expect((await traffic()).breakdowns.pages).toEqual([
      { value: '/episodes', pageViews: 4 },
      { value: '/', pageViews: 3 },
      { value: '/Workshop', pageViews: 3 },
    ]);
  });

  it('ranks referring sites the same way, direct visits (null) after the sites they tie with', async () => {
    await pageViews.recordAll([
      ...timesOf(4, { day: '2026-06-05', referrer: 'google.com' }),
      ...timesOf(2, { day: '2026-06-05', referrer: null }),
      ...timesOf(2, { day: '2026-06-06', referrer: 'facebook.com' }),
      ...timesOf(1, { day: '2026-06-06', referrer: 'apple.com' }),
      ...timesOf(9, { day: '2026-07-01', referrer: 'apple.com' }),
    ]);
    expect((await traffic()).breakdowns.referrers).toEqual([
      { value: 'google.com', pageViews: 4 },
      { value: 'facebook.com', pageViews: 2 },
      { value: null, pageViews: 2 },
    ]);
  });

  it('lists the recent page views from `since` to `until`, newest first (then the later recorded), with ids', async () => {
    const at = (iso: string, pageUrl: string, referrer: string | null = null) => aRecordedPageView({ timestamp: new Date(iso), day: iso.slice(0, 10), pageUrl, referrer });
    await pageViews.recordAll([
      at('2026-06-29T14:59:59.999Z', '/too-old'),
      at('2026-06-29T15:00:00.000Z', '/first', 'google.com'),
      at('2026-06-30T09:00:00.000Z', '/twin-a'),
      at('2026-06-30T09:00:00.000Z', '/twin-b'),
      at('2026-06-30T15:00:00.000Z', '/last'),
      at('2026-06-30T15:00:00.001Z', '/future'),
    ]);
    const recent = await pageViews.recent({ ...recentQuery, limit: 10 });
    expect(recent.map(({ pageUrl, referrer, timestamp }) => ({ pageUrl, referrer, timestamp: timestamp.toISOString() }))).toEqual([
      { pageUrl: '/last', referrer: null, timestamp: '2026-06-30T15:00:00.000Z' },
      { pageUrl: '/twin-b', referrer: null, timestamp: '2026-06-30T09:00:00.000Z' },
      { pageUrl: '/twin-a', referrer: null, timestamp: '2026-06-30T09:00:00.000Z' },
      { pageUrl: '/first', referrer: 'google.com', timestamp: '2026-06-29T15:00:00.000Z' },
    ]);
    expect(new Set(recent.map((view) => view.id)).size).toBe(4);
    expect(recent.every((view) => Number.isSafeInteger(view.id) && view.id > 0)).toBe(true);
    expect((await pageViews.recent(recentQuery)).map((view) => view.pageUrl)).toEqual(['/last', '/twin-b', '/twin-a', '/first']);
    expect((await pageViews.recent({ ...recentQuery, limit: 2 })).map((view) => view.pageUrl)).toEqual(['/last', '/twin-b']);
    // Filtered as the dashboard is: by a field, and by its absence.
    expect((await pageViews.recent({ ...recentQuery, filters: [{ field: 'referrer', value: 'google.com' }] })).map((view) => view.pageUrl)).toEqual(['/first']);
    expect((await pageViews.recent({ ...recentQuery, filters: [{ field: 'referrer', value: null }] })).map((view) => view.pageUrl)).toEqual(['/last', '/twin-b', '/twin-a']);
  });

  it('answers nothing when nothing was recorded, and records an empty batch as nothing', async () => {
    await pageViews.recordAll([]);
    const empty = await traffic();
    expect({ ...empty, breakdowns: Object.values(empty.breakdowns).flat() }).toEqual({
      pageViews: 0,
      uniqueVisitors: 0,
      visits: { visits: 0, bounces: 0, durationMs: 0, pageViews: 0 },
      days: [],
      breakdowns: [],
      entryPages: [],
      exitPages: [],
    });
    expect(await pageViews.recent(recentQuery)).toEqual([]);
    expect(await pageViews.visitorsBetween(recentQuery.since, recentQuery.until)).toBe(0);
  });

  it('counts the distinct visitors of the page views between two times, both included', async () => {
    const at = (iso: string, visitor: number) => aRecordedPageView({ timestamp: new Date(iso), day: iso.slice(0, 10), visitor: aVisitor(visitor) });
    await pageViews.recordAll([
      at('2026-06-30T14:54:59.999Z', 1),
      at('2026-06-30T14:55:00.000Z', 2),
      at('2026-06-30T14:57:00.000Z', 2),
      at('2026-06-30T14:58:00.000Z', 3),
      at('2026-06-30T15:00:00.000Z', 4),
      at('2026-06-30T15:00:00.001Z', 5),
    ]);
    expect(await pageViews.visitorsBetween(new Date('2026-06-30T14:55:00.000Z'), new Date('2026-06-30T15:00:00.000Z'))).toBe(3);
    expect(await pageViews.visitorsBetween(new Date('2026-06-30T16:00:00.000Z'), new Date('2026-06-30T17:00:00.000Z'))).toBe(0);
  });
}
