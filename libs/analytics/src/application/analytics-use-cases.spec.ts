import { InvalidInput } from '@harmony/platform/domain';
import { AnalyticsCalendar } from '../domain/index.js';
import { FixedContentCounts, InMemoryDailySalts, InMemoryPageViews, InMemoryPeriodTraffic, ManualBufferTimers, TabledCountries, TabledUserAgents } from '../testing/index.js';
import { GetAnalytics } from './get-analytics.js';
import { GetPeriodAnalytics } from './get-period-analytics.js';
import { GetRealtimeVisitors } from './get-realtime-visitors.js';
import { PageViewBuffer } from './page-view-buffer.js';
import { RecordPageView, type PageViewBeacon } from './record-page-view.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ann = { ip: '203.0.113.7', userAgent: CHROME };
const ben = { ip: '198.51.100.2', userAgent: CHROME };
// Ann's partner: the same household address, another browser, so another visitor.
const cat = { ip: '203.0.113.7', userAgent: FIREFOX };

const setUp = (timeZone = 'UTC') => {
  const calendar = new AnalyticsCalendar(timeZone);
  const pageViews = new InMemoryPageViews();
  const salts = new InMemoryDailySalts();
  const buffer = new PageViewBuffer(pageViews, new ManualBufferTimers());
  const userAgents = new TabledUserAgents({ [CHROME]: { device: 'desktop', browser: 'Chrome', os: 'Windows' }, [FIREFOX]: { device: 'desktop', browser: 'Firefox', os: 'Linux' } });
  const countries = new TabledCountries({ [ann.ip]: 'AU' });
  const record = new RecordPageView(calendar, salts, buffer, userAgents, countries);
  const counts = new FixedContentCounts({ episodes: 19, socialMediaPosts: 0, newsletterSubscribers: 240, contactMessages: 12 });
  const getAnalytics = new GetAnalytics(calendar, pageViews, new GetPeriodAnalytics(calendar, new InMemoryPeriodTraffic(pageViews), buffer), counts, counts);
  const view = (at: string, visitor: { ip: string; userAgent: string }, pageUrl: string, referrer = '') =>
    record.execute({ pageUrl, referrer, siteHost: 'harmony.example', ...visitor }, new Date(at));
  return { pageViews, salts, buffer, record, getAnalytics, view, userAgents, countries };
};

describe(GetAnalytics.name, () => {
  it("answers the dashboard's exact figures for a seeded month, at each window's edge", async () => {
    const { getAnalytics, view, buffer } = setUp();
    // The day before the 30-day window: not counted anywhere but nowhere else either.
    for (let index = 0; index < 3; index += 1) await view('2026-05-31T23:59:59.999Z', ann, '/old');
    // The window's first day; a reload by the same visitor is a visit, not a visitor.
    await view('2026-06-01T00:00:00.000Z', ann, '/');
    await view('2026-06-01T08:00:00.000Z', ann, '/?utm_source=podcast');
    // Inside the 30 days, the day before the 7 bars.
    await view('2026-06-23T12:00:00.000Z', ann, '/blog', 'https://www.google.com/search?q=couples+budget');
    // The first of the 7 bars: three visitors.
    await view('2026-06-24T09:00:00.000Z', ann, '/episodes');
    await view('2026-06-24T09:10:00.000Z', ben, '/episodes/');
    await view('2026-06-24T09:20:00.000Z', ann, '/blog', 'https://harmony.example/episodes');
    await view('2026-06-24T21:00:00.000Z', cat, '/workshop', 'https://www.facebook.com/');
    // 24 hours before now, to the millisecond: the first just outside recent activity, the second inside.
    await view('2026-06-29T14:59:59.999Z', ann, '/about');
    await view('2026-06-29T15:00:00.000Z', ben, '/episodes');
    await view('2026-06-30T10:00:00.000Z', ann, '/episode/4', 'https://www.google.com/');
    await view('2026-06-30T10:05:00.000Z', ann, '/episode/4#listen');
    // Not visitors: a crawler, and a client that names no browser.
    await view('2026-06-30T11:00:00.000Z', { ip: '66.249.66.1', userAgent: GOOGLEBOT }, '/episodes');
    await view('2026-06-30T11:00:00.000Z', { ip: '192.0.2.9', userAgent: '' }, '/episodes');

    const { report } = await getAnalytics.execute({}, new Date('2026-06-30T15:00:00.000Z'));

    expect(report).toEqual({
      // 06-01: 2, 06-23: 1, 06-24: 4, 06-29: 2, 06-30: 2.
      totalVisits: 11,
      // One a day on 06-01, 06-23 and 06-30; three on 06-24; two on 06-29. Ann counts on each of her days.
      uniqueVisitors: 8,
      contentStats: { episodes: 19, socialMediaPosts: 0, newsletterSubscribers: 240, contactMessages: 12 },
      // Three pages tie at 2 and two at 1: the path decides, and /workshop is the sixth.
      topPages: [
        { pageUrl: '/episodes', visits: 3 },
        { pageUrl: '/', visits: 2 },
        { pageUrl: '/blog', visits: 2 },
        { pageUrl: '/episode/4', visits: 2 },
        { pageUrl: '/about', visits: 1 },
      ],
      // A referrer on this site is direct too.
      topReferrers: [
        { referrer: 'direct', visits: 8 },
        { referrer: 'google.com', visits: 2 },
        { referrer: 'facebook.com', visits: 1 },
      ],
      recentActivity: [
        { id: 14, pageUrl: '/episode/4', referrer: null, timestamp: new Date('2026-06-30T10:05:00.000Z') },
        { id: 13, pageUrl: '/episode/4', referrer: 'google.com', timestamp: new Date('2026-06-30T10:00:00.000Z') },
        { id: 12, pageUrl: '/episodes', referrer: null, timestamp: new Date('2026-06-29T15:00:00.000Z') },
      ],
      dailyVisits: [
        { date: '2026-06-24', visits: 4 },
        { date: '2026-06-25', visits: 0 },
        { date: '2026-06-26', visits: 0 },
        { date: '2026-06-27', visits: 0 },
        { date: '2026-06-28', visits: 0 },
        { date: '2026-06-29', visits: 2 },
        { date: '2026-06-30', visits: 2 },
      ],
    });
    await buffer.flush();
  });

  it('answers zeros and empty lists before any visit, with exactly 7 days', async () => {
    const { getAnalytics } = setUp();
    const { report } = await getAnalytics.execute({}, new Date('2026-01-03T00:00:00Z'));
    expect(report).toMatchObject({ totalVisits: 0, uniqueVisitors: 0, topPages: [], topReferrers: [], recentActivity: [] });
    expect(report.dailyVisits).toEqual(['2025-12-28', '2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03'].map((date) => ({ date, visits: 0 })));
  });

  it('answers the period asked for, every day of it in the chart, and the previous period of the same length to compare', async () => {
    const { getAnalytics, view } = setUp();
    // The 7 days before the last 7: two visits by one visitor, then one by another.
    await view('2026-06-17T09:00:00Z', ann, '/');
    await view('2026-06-20T09:00:00Z', ann, '/blog');
    await view('2026-06-23T23:59:59Z', ben, '/episodes');
    // The last 7 days: four visits, three visitors on their days.
    await view('2026-06-24T00:00:00Z', ann, '/');
    await view('2026-06-24T10:00:00Z', ben, '/blog');
    await view('2026-06-30T10:00:00Z', cat, '/workshop');
    await view('2026-06-30T10:01:00Z', cat, '/contact');
    const now = new Date('2026-06-30T15:00:00Z');

    const week = await getAnalytics.execute({ period: '7d', compare: 'previous' }, now);
    expect(week.period).toEqual({ name: '7d', firstDay: '2026-06-24', lastDay: '2026-06-30' });
    expect(week.report).toMatchObject({ totalVisits: 4, uniqueVisitors: 3 });
    expect(week.report.dailyVisits.map(({ date, visits }) => `${date}:${visits}`)).toEqual(['2026-06-24:2', '2026-06-25:0', '2026-06-26:0', '2026-06-27:0', '2026-06-28:0', '2026-06-29:0', '2026-06-30:2']);
    expect(week.previous?.period).toEqual({ name: '7d', firstDay: '2026-06-17', lastDay: '2026-06-23' });
    expect(week.previous?.traffic).toMatchObject({ pageViews: 3, uniqueVisitors: 3 });

    const chosen = await getAnalytics.execute({ period: 'custom', from: '2026-06-20', to: '2026-06-24' }, now);
    expect(chosen.report).toMatchObject({ totalVisits: 4, topPages: [{ pageUrl: '/blog', visits: 2 }, { pageUrl: '/', visits: 1 }, { pageUrl: '/episodes', visits: 1 }] });
    expect(chosen.report.dailyVisits).toHaveLength(5);
    expect(chosen.previous).toBeNull();
    await expect(getAnalytics.execute({ period: 'custom', from: '2026-06-24', to: '2026-06-20' }, now)).rejects.toThrow(InvalidInput);
  });

  it("counts days in the owner's time zone", async () => {
    const { getAnalytics, view } = setUp('Australia/Sydney');
    // 23:30 on the 29th in Sydney (UTC+10), and 00:30 on the 30th.
    await view('2026-06-29T13:30:00Z', ann, '/');
    await view('2026-06-29T14:30:00Z', ann, '/');
    const { dailyVisits } = (await getAnalytics.execute({}, new Date('2026-06-30T02:00:00Z'))).report;
    expect(dailyVisits.slice(-2)).toEqual([
      { date: '2026-06-29', visits: 1 },
      { date: '2026-06-30', visits: 1 },
    ]);
  });
});

describe(RecordPageView.name, () => {
  const beacon = (overrides: Partial<PageViewBeacon> = {}): PageViewBeacon => ({ pageUrl: '/episodes', referrer: '', siteHost: 'harmony.example', ...ann, ...overrides });

  it('keys a visitor by a hash that is the same all day and different the next, and keeps neither IP nor user agent', async () => {
    const { record, buffer, pageViews, salts } = setUp();
    await record.execute(beacon(), new Date('2026-06-10T00:00:01Z'));
    await record.execute(beacon({ pageUrl: '/blog' }), new Date('2026-06-10T23:59:59Z'));
    await record.execute(beacon({ ...ben }), new Date('2026-06-10T12:00:00Z'));
    await record.execute(beacon(), new Date('2026-06-11T00:00:01Z'));
    await buffer.flush();

    const [first, sameDay, otherVisitor, nextDay] = pageViews.stored();
    expect(first!.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(sameDay!.visitor).toBe(first!.visitor);
    expect(otherVisitor!.visitor).not.toBe(first!.visitor);
    expect(nextDay!.visitor).not.toBe(first!.visitor);
    expect(pageViews.stored().map((view) => Object.keys(view).sort())).toEqual(
      Array(4).fill(['browser', 'campaign', 'country', 'day', 'device', 'medium', 'os', 'pageUrl', 'referrer', 'referrerKind', 'source', 'timestamp', 'visitor']),
    );
    const kept = JSON.stringify(pageViews.stored());
    for (const secret of [ann.ip, ben.ip, CHROME, '203.0.113', '198.51.100', 'Mozilla', 'AppleWebKit']) expect(kept).not.toContain(secret);
    // Yesterday's salt is gone: nobody can compute the 10th's hashes again.
    expect(salts.days()).toEqual(['2026-06-11']);
  });

  it('stores the reduced page view: the path, its campaign, the referring site and its kind, the client, the country, the day and the time', async () => {
    const { record, buffer, pageViews, userAgents, countries } = setUp();
    const at = new Date('2026-06-10T08:30:00Z');
    await record.execute(beacon({ pageUrl: '/episode/4/?email=ann@example.com&utm_medium=email&utm_campaign=june#t=30', referrer: 'https://www.google.com/search?q=ann' }), at);
    await record.execute(beacon({ ...ben, pageUrl: '/?ref=podnews' }), at);
    await buffer.flush();
    expect(pageViews.stored()).toEqual([
      {
        pageUrl: '/episode/4',
        referrer: 'google.com',
        referrerKind: 'search',
        source: 'google.com',
        medium: 'email',
        campaign: 'june',
        device: 'desktop',
        browser: 'Chrome',
        os: 'Windows',
        country: 'AU',
        day: '2026-06-10',
        timestamp: at,
        visitor: expect.any(String),
      },
      // An address the lookup does not place: no country.
      expect.objectContaining({ pageUrl: '/', referrer: null, referrerKind: 'direct', source: 'podnews', medium: null, campaign: null, country: null }),
    ]);
    expect(userAgents.asked).toEqual([CHROME, CHROME]);
    expect(countries.asked).toEqual([ann.ip, ben.ip]);
  });

  it("asks neither the user agent's parser nor the country lookup about a bot", async () => {
    const { record, userAgents, countries } = setUp();
    await record.execute(beacon({ userAgent: GOOGLEBOT }));
    expect(userAgents.asked).toEqual([]);
    expect(countries.asked).toEqual([]);
  });

  it('answers a bot as it answers a person, and counts nothing', async () => {
    const { record, buffer, pageViews } = setUp();
    await expect(record.execute(beacon({ userAgent: GOOGLEBOT }))).resolves.toBeUndefined();
    await expect(record.execute(beacon({ userAgent: '' }))).resolves.toBeUndefined();
    await buffer.flush();
    expect(pageViews.stored()).toEqual([]);
  });

  it('judges a user agent alike every time it comes, past the 2 000 it remembers and at any length', async () => {
    const { record, buffer, pageViews } = setUp();
    const longBrowser = `${CHROME} ${'x'.repeat(600)}`;
    const longBot = `${GOOGLEBOT} ${'x'.repeat(600)}`;
    for (let round = 0; round < 2; round += 1) {
      // Each twice: the first answer judged, the second remembered (or judged again, when too long to keep).
      for (const userAgent of [CHROME, GOOGLEBOT, longBrowser, longBot, CHROME, GOOGLEBOT, longBrowser, longBot]) await record.execute(beacon({ userAgent, pageUrl: `/round-${round}` }));
      for (let other = 0; other < 2_001; other += 1) await record.execute(beacon({ userAgent: `${GOOGLEBOT} ${round}-${other}`, pageUrl: '/bots' }));
    }
    await buffer.flush();
    expect(pageViews.stored().map((view) => view.pageUrl)).toEqual([...Array(4).fill('/round-0'), ...Array(4).fill('/round-1')]);
  });

  it('refuses a page view it cannot count, and keeps nothing', async () => {
    const { record, buffer, pageViews } = setUp();
    const attempt = record.execute(beacon({ pageUrl: 'https://evil.example/' }));
    await expect(attempt).rejects.toBeInstanceOf(InvalidInput);
    await expect(record.execute(beacon({ referrer: 'nonsense' }))).rejects.toMatchObject({ code: 'invalid-page-view', fieldErrors: [{ field: 'referrer' }] });
    await buffer.flush();
    expect(pageViews.stored()).toEqual([]);
  });
});

describe(GetRealtimeVisitors.name, () => {
  it('counts the distinct visitors of the last 5 minutes, both ends included, with the page views still waiting in the buffer', async () => {
    const { pageViews, buffer, view } = setUp();
    const realtime = new GetRealtimeVisitors(pageViews, buffer);
    const now = new Date('2026-06-30T15:00:00.000Z');
    await view('2026-06-30T14:54:59.999Z', ben, '/too-old');
    await view('2026-06-30T14:55:00.000Z', ann, '/');
    await view('2026-06-30T14:58:00.000Z', ann, '/episodes');
    await view('2026-06-30T14:59:00.000Z', cat, '/blog');
    await view('2026-06-30T15:00:00.000Z', { ip: '192.0.2.1', userAgent: GOOGLEBOT }, '/');
    await view('2026-06-30T15:00:00.001Z', ben, '/future');
    expect(pageViews.stored()).toEqual([]);
    expect(await realtime.execute(now)).toEqual({ visitors: 2 });
    expect(await realtime.execute(new Date('2026-06-30T15:05:00.001Z'))).toEqual({ visitors: 1 });
  });
});
