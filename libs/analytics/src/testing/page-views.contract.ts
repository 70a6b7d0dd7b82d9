import type { PageViews, TrafficQuery } from '../domain/index.js';
import { aRecordedPageView, aVisitor, timesOf } from './analytics.mothers.js';

/**
 * What every PageViews does, the in-memory fake and the TypeORM adapter (rollups) alike. Call inside a
 * describe; `fresh` gives an empty store before each test.
 */
export function pageViewsContract(fresh: () => PageViews | Promise<PageViews>): void {
  let pageViews: PageViews;
  const query: TrafficQuery = {
    firstDay: '2026-06-01',
    lastDay: '2026-06-30',
    recentSince: new Date('2026-06-29T15:00:00Z'),
    until: new Date('2026-06-30T15:00:00Z'),
    topPages: 3,
    topReferrers: 3,
    recentActivity: 4,
  };

  beforeEach(async () => {
    pageViews = await fresh();
  });

  it('counts visits and unique visitors per day, within the days asked (both ends), oldest first', async () => {
    await pageViews.recordAll([
      aRecordedPageView({ day: '2026-05-31', visitor: aVisitor(1) }),
      ...timesOf(2, { day: '2026-06-01', visitor: aVisitor(1) }),
      aRecordedPageView({ day: '2026-06-01', visitor: aVisitor(2) }),
      aRecordedPageView({ day: '2026-06-30', visitor: aVisitor(1) }),
      aRecordedPageView({ day: '2026-06-15', visitor: aVisitor(3) }),
      aRecordedPageView({ day: '2026-07-01', visitor: aVisitor(4) }),
    ]);
    expect((await pageViews.traffic(query)).days).toEqual([
      { day: '2026-06-01', visits: 3, uniqueVisitors: 2 },
      { day: '2026-06-15', visits: 1, uniqueVisitors: 1 },
      { day: '2026-06-30', visits: 1, uniqueVisitors: 1 },
    ]);
  });

  it('counts a visitor once a day however many batches their page views come in', async () => {
    await pageViews.recordAll([aRecordedPageView({ day: '2026-06-10', visitor: aVisitor(7) })]);
    await pageViews.recordAll([aRecordedPageView({ day: '2026-06-10', visitor: aVisitor(7) }), aRecordedPageView({ day: '2026-06-10', visitor: aVisitor(8) })]);
    await pageViews.recordAll([aRecordedPageView({ day: '2026-06-10', visitor: aVisitor(8) })]);
    expect((await pageViews.traffic(query)).days).toEqual([{ day: '2026-06-10', visits: 4, uniqueVisitors: 2 }]);
  });

  it('ranks pages by visits over the days asked, ties by path, and keeps the top ones', async () => {
    await pageViews.recordAll([
      ...timesOf(5, { day: '2026-05-31', pageUrl: '/old' }),
      ...timesOf(2, { day: '2026-06-01', pageUrl: '/episodes' }),
      ...timesOf(2, { day: '2026-06-20', pageUrl: '/episodes' }),
      ...timesOf(3, { day: '2026-06-02', pageUrl: '/blog' }),
      ...timesOf(3, { day: '2026-06-03', pageUrl: '/' }),
      ...timesOf(3, { day: '2026-06-30', pageUrl: '/Workshop' }),
      ...timesOf(1, { day: '2026-06-30', pageUrl: '/about' }),
    ]);
    expect((await pageViews.traffic(query)).topPages).toEqual([
      { pageUrl: '/episodes', visits: 4 },
      { pageUrl: '/', visits: 3 },
      { pageUrl: '/Workshop', visits: 3 },
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
    expect((await pageViews.traffic(query)).topReferrers).toEqual([
      { referrer: 'google.com', visits: 4 },
      { referrer: 'facebook.com', visits: 2 },
      { referrer: null, visits: 2 },
    ]);
  });

  it('lists the recent page views from `recentSince` to `until`, newest first (then the later recorded), with ids', async () => {
    const at = (iso: string, pageUrl: string, referrer: string | null = null) => aRecordedPageView({ timestamp: new Date(iso), day: iso.slice(0, 10), pageUrl, referrer });
    await pageViews.recordAll([
      at('2026-06-29T14:59:59.999Z', '/too-old'),
      at('2026-06-29T15:00:00.000Z', '/first', 'google.com'),
      at('2026-06-30T09:00:00.000Z', '/twin-a'),
      at('2026-06-30T09:00:00.000Z', '/twin-b'),
      at('2026-06-30T15:00:00.000Z', '/last'),
      at('2026-06-30T15:00:00.001Z', '/future'),
    ]);
    const { recent } = await pageViews.traffic({ ...query, recentActivity: 10 });
    expect(recent.map(({ pageUrl, referrer, timestamp }) => ({ pageUrl, referrer, timestamp: timestamp.toISOString() }))).toEqual([
      { pageUrl: '/last', referrer: null, timestamp: '2026-06-30T15:00:00.000Z' },
      { pageUrl: '/twin-b', referrer: null, timestamp: '2026-06-30T09:00:00.000Z' },
      { pageUrl: '/twin-a', referrer: null, timestamp: '2026-06-30T09:00:00.000Z' },
      { pageUrl: '/first', referrer: 'google.com', timestamp: '2026-06-29T15:00:00.000Z' },
    ]);
    expect(new Set(recent.map((view) => view.id)).size).toBe(4);
    expect(recent.every((view) => Number.isSafeInteger(view.id) && view.id > 0)).toBe(true);
    expect((await pageViews.traffic(query)).recent.map((view) => view.pageUrl)).toEqual(['/last', '/twin-b', '/twin-a', '/first']);
    expect((await pageViews.traffic({ ...query, recentActivity: 2 })).recent.map((view) => view.pageUrl)).toEqual(['/last', '/twin-b']);
  });

  it('answers nothing when nothing was recorded, and records an empty batch as nothing', async () => {
    await pageViews.recordAll([]);
    expect(await pageViews.traffic(query)).toEqual({ days: [], topPages: [], topReferrers: [], recent: [] });
    expect(await pageViews.visitorsBetween(query.recentSince, query.until)).toBe(0);
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
