import { AnalyticsCalendar, INVALID_ANALYTICS_FILTER, INVALID_ANALYTICS_PERIOD } from '../domain/index.js';
import { aRecordedPageView, aVisitor, InMemoryPageViews, InMemoryPeriodTraffic, ManualBufferTimers } from '../testing/index.js';
import { GetPeriodAnalytics } from './get-period-analytics.js';
import { PageViewBuffer } from './page-view-buffer.js';

const NOW = new Date('2026-11-27T15:00:00Z');
const at = (iso: string, overrides: Parameters<typeof aRecordedPageView>[0] = {}) => aRecordedPageView({ timestamp: new Date(iso), day: iso.slice(0, 10), ...overrides });

const setUp = () => {
  const reader = new InMemoryPeriodTraffic([
    // Ann: one visit on the 27th (two pages), then another 31 minutes after her last page view.
    at('2026-11-27T09:00:00Z', { pageUrl: '/', referrer: 'google.com', referrerKind: 'search', source: 'google.com' }),
    at('2026-11-27T09:10:00Z', { pageUrl: '/episodes' }),
    at('2026-11-27T09:41:00Z', { pageUrl: '/blog' }),
    // Ben, from a newsletter campaign on his phone in New Zealand, on the 25th.
    at('2026-11-25T10:00:00Z', { visitor: aVisitor(2), pageUrl: '/episodes', source: 'newsletter', medium: 'email', campaign: 'spring', device: 'mobile', country: 'NZ' }),
    // The week before: Ann once.
    at('2026-11-18T10:00:00Z', { pageUrl: '/' }),
  ]);
  const buffer = new PageViewBuffer(new InMemoryPageViews(), new ManualBufferTimers());
  return new GetPeriodAnalytics(new AnalyticsCalendar('UTC'), reader, buffer);
};

describe(GetPeriodAnalytics.name, () => {
  it('answers today, with visits split at a 31-minute gap', async () => {
    const { period, periodAsked, current, previous } = await setUp().execute({ period: 'today' }, NOW);
    expect(period).toEqual({ name: 'today', firstDay: '2026-11-27', lastDay: '2026-11-27' });
    expect(periodAsked).toBe(true);
    expect(current.pageViews).toBe(3);
    expect(current.visits).toEqual({ visits: 2, bounces: 1, durationMs: 600_000, pageViews: 3 });
    expect(current.entryPages).toEqual([{ pageUrl: '/', visits: 1 }, { pageUrl: '/blog', visits: 1 }]);
    expect(previous).toBeNull();
  });

  it('compares 7 days with the 7 before', async () => {
    const { current, previous } = await setUp().execute({ period: '7d', compare: 'previous' }, NOW);
    expect([current.pageViews, current.uniqueVisitors]).toEqual([4, 2]);
    expect(previous?.period).toEqual({ name: '7d', firstDay: '2026-11-14', lastDay: '2026-11-20' });
    expect(previous?.traffic).toMatchObject({ pageViews: 1, uniqueVisitors: 1 });
    // The cards compare totals: the period before is read without breakdowns.
    expect(previous?.traffic.breakdowns.pages).toEqual([]);
  });

  it('filters the whole answer, filters composing', async () => {
    const { current } = await setUp().execute({ period: '30d', filter: ['page:/episodes', 'device:mobile'] }, NOW);
    expect(current.pageViews).toBe(1);
    expect(current.breakdowns.countries).toEqual([{ value: 'NZ', pageViews: 1 }]);
    expect(current.breakdowns.campaigns).toEqual([{ value: 'spring', pageViews: 1 }]);
  });

  it('breaks sources down by site and by kind, most first, direct (null) after its ties', async () => {
    const { current } = await setUp().execute({ period: '30d' }, NOW);
    expect(current.breakdowns.kinds).toEqual([{ value: 'direct', pageViews: 4 }, { value: 'search', pageViews: 1 }]);
    expect(current.breakdowns.sources).toEqual([{ value: null, pageViews: 3 }, { value: 'google.com', pageViews: 1 }, { value: 'newsletter', pageViews: 1 }]);
  });

  it('answers the 30 days ending today when no period is asked, and says none was', async () => {
    const { period, periodAsked } = await setUp().execute({}, NOW);
    expect(period).toEqual({ name: '30d', firstDay: '2026-10-29', lastDay: '2026-11-27' });
    expect(periodAsked).toBe(false);
  });

  it('refuses bad input naming each field', async () => {
    await expect(setUp().execute({ period: 'nonsense' }, NOW)).rejects.toMatchObject({ code: INVALID_ANALYTICS_PERIOD });
    await expect(setUp().execute({ filter: 'colour:red' }, NOW)).rejects.toMatchObject({ code: INVALID_ANALYTICS_FILTER });
    await expect(setUp().execute({ compare: 'next' }, NOW)).rejects.toMatchObject({ fieldErrors: [{ field: 'compare', message: 'compare can only be "previous"' }] });
  });
});
