import { fieldErrorsFor } from '../testing/index.js';
import { AnalyticsCalendar } from './analytics-calendar.js';
import { aRecordedPageView, aVisitor, timesOf } from '../testing/analytics.mothers.js';
import { analyticsReport, chartDaysOf } from './analytics-report.js';
import { periodTrafficOf } from './period-traffic.js';
import { countsAsVisit, INVALID_PAGE_VIEW, pageView } from './page-view.js';

const SITE = 'harmony.example';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const fieldErrorsOf = fieldErrorsFor(INVALID_PAGE_VIEW);

describe(pageView.name, () => {
  it.each([
    ['/episode/4?utm_source=newsletter&email=ann%40example.com#listen', '/episode/4'],
    ['/episodes/', '/episodes'],
    ['/blog//', '/blog'],
    ['/', '/'],
    ['/?q=money', '/'],
    ['/#top', '/'],
    ['/blog/budgeting-as-a-couple', '/blog/budgeting-as-a-couple'],
    ['/%E2%9C%93', '/%E2%9C%93'],
  ])('keeps %p as the path %p: no query, no fragment, no trailing slash', (pageUrl, path) => {
    expect(pageView({ pageUrl }, SITE).pageUrl).toBe(path);
  });

  it('refuses a missing page address', () => {
    expect(fieldErrorsOf(() => pageView({ pageUrl: '' }, SITE))).toEqual([{ field: 'pageUrl', message: 'The page address is required' }]);
  });

  it.each(['episodes', 'https://evil.example/x', '//evil.example/x', '/\\evil.example', '/a b', '?q=1', ' /episodes'])('refuses %p: not a path of this site', (pageUrl) => {
    expect(fieldErrorsOf(() => pageView({ pageUrl }, SITE))).toEqual([{ field: 'pageUrl', message: 'The page address must be a path of this site, starting with "/"' }]);
  });

  it('takes a path up to 512 characters, its query aside', () => {
    const longest = `/${'a'.repeat(511)}`;
    expect(pageView({ pageUrl: `${longest}?${'q'.repeat(1000)}` }, SITE).pageUrl).toBe(longest);
    expect(fieldErrorsOf(() => pageView({ pageUrl: `${longest}a` }, SITE))).toEqual([{ field: 'pageUrl', message: 'The page path must be at most 512 characters' }]);
  });

  it.each([
    ['https://www.Google.com/search?q=money+and+marriage', 'google.com'],
    ['https://l.facebook.com/l.php?u=x', 'l.facebook.com'],
    ['http://podcasts.apple.com:8080/au/podcast', 'podcasts.apple.com'],
    ['android-app://com.google.android.gm/', 'com.google.android.gm'],
    ['https://WWW.example.org./', 'example.org'],
  ])('reduces the referrer %p to its site %p', (referrer, site) => {
    expect(pageView({ pageUrl: '/', referrer }, SITE).referrer).toBe(site);
  });

  it.each([
    ['no referrer', undefined, SITE],
    ['null', null, SITE],
    ['an empty one', '', SITE],
    ['blanks', '  ', SITE],
    ['one without a host', 'about:blank', SITE],
    ['a page of this site', 'https://harmony.example/episodes', SITE],
    ['this site under www', 'https://www.harmony.example/', SITE],
    ['this site on another port, as the host asked for carries it', 'http://localhost:3000/blog', 'localhost:3000'],
  ])('counts %s as direct (null)', (_case, referrer, siteHost) => {
    expect(pageView({ pageUrl: '/', referrer }, siteHost).referrer).toBeNull();
  });

  it('refuses a referrer that is not an address, with the page problem beside it', () => {
    expect(fieldErrorsOf(() => pageView({ pageUrl: 'x', referrer: 'not an address' }, SITE))).toEqual([
      { field: 'pageUrl', message: 'The page address must be a path of this site, starting with "/"' },
      { field: 'referrer', message: 'The referrer must be an address (a URL) or empty' },
    ]);
  });
});

describe(countsAsVisit.name, () => {
  it('counts a browser', () => {
    expect(countsAsVisit(CHROME)).toBe(true);
    expect(countsAsVisit('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
    'curl/8.5.0',
    'python-requests/2.32.3',
    '',
    '   ',
  ])('does not count %p', (userAgent) => {
    expect(countsAsVisit(userAgent)).toBe(false);
  });
});

describe(AnalyticsCalendar.name, () => {
  it('dates an instant in its time zone, UTC by default', () => {
    expect(new AnalyticsCalendar().dayOf(new Date('2026-06-30T23:59:59.999Z'))).toBe('2026-06-30');
    expect(new AnalyticsCalendar('Australia/Sydney').dayOf(new Date('2026-06-30T13:59:59.999Z'))).toBe('2026-06-30');
    expect(new AnalyticsCalendar('Australia/Sydney').dayOf(new Date('2026-06-30T14:00:00.000Z'))).toBe('2026-07-01');
  });

  it('lists the days ending with the day of an instant, oldest first, across months and daylight saving', () => {
    expect(new AnalyticsCalendar().daysEndingAt(new Date('2026-03-02T10:00:00Z'), 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    // Sydney's clocks go forward on 2026-10-04: that day has 23 hours, and is still one day.
    expect(new AnalyticsCalendar('Australia/Sydney').daysEndingAt(new Date('2026-10-05T01:00:00Z'), 3)).toEqual(['2026-10-03', '2026-10-04', '2026-10-05']);
  });

  it('refuses a time zone it does not know', () => {
    expect(() => new AnalyticsCalendar('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('the dashboard', () => {
  const calendar = new AnalyticsCalendar();

  it('totals the days, sums their unique visitors, names direct visits, and fills the 7 days without visits with 0, across a month', () => {
    const march = new Date('2026-03-02T08:00:00Z');
    const traffic = periodTrafficOf(
      [
        ...timesOf(5, { day: '2026-02-01', pageUrl: '/a', referrer: 'google.com' }),
        ...timesOf(4, { day: '2026-02-25', pageUrl: '/b' }),
        aRecordedPageView({ day: '2026-03-02', pageUrl: '/c', visitor: aVisitor(2) }),
      ],
      10,
    );
    const recent = [{ id: 9, pageUrl: '/', referrer: null, timestamp: new Date('2026-03-02T07:00:00Z') }];
    const contentStats = { episodes: 19, socialMediaPosts: 0, newsletterSubscribers: 240, contactMessages: 12 };
    const report = analyticsReport(traffic, recent, contentStats, chartDaysOf(null, calendar, march));
    expect(report).toMatchObject({
      totalVisits: 10,
      // One visitor a day on three days: three.
      uniqueVisitors: 3,
      contentStats,
      topPages: [
        { pageUrl: '/a', visits: 5 },
        { pageUrl: '/b', visits: 4 },
        { pageUrl: '/c', visits: 1 },
      ],
      topReferrers: [
        { referrer: 'google.com', visits: 5 },
        { referrer: 'direct', visits: 5 },
      ],
      recentActivity: [{ id: 9, pageUrl: '/', referrer: null, timestamp: new Date('2026-03-02T07:00:00Z') }],
    });
    expect(report.dailyVisits.map(({ date, visits }) => `${date} ${visits}`)).toEqual(['2026-02-24 0', '2026-02-25 4', '2026-02-26 0', '2026-02-27 0', '2026-02-28 0', '2026-03-01 0', '2026-03-02 1']);
  });

});
