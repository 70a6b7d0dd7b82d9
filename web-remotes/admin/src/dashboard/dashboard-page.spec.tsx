import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Analytics, DownloadDashboard, PeriodFigures } from './analytics-api.js';
import { jsonResponse, problemResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import { accountsResponse, aSocialAccount } from '../social-accounts/testing.js';
import { emptyTraffic } from './testing.js';

const breakdowns: PeriodFigures['breakdowns'] = {
  pages: [
    { value: '/', pageViews: 500 },
    { value: '/episodes', pageViews: 300 },
  ],
  referrers: [
    { value: null, pageViews: 700 },
    { value: 'www.google.com', pageViews: 200 },
  ],
  kinds: [
    { value: 'direct', pageViews: 700 },
    { value: 'search', pageViews: 200 },
    { value: 'podcast', pageViews: 40 },
  ],
  sources: [
    { value: 'google.com', pageViews: 200 },
    { value: null, pageViews: 100 },
  ],
  mediums: [{ value: 'newsletter', pageViews: 30 }],
  campaigns: [],
  browsers: [{ value: 'Firefox', pageViews: 600 }],
  oses: [{ value: 'Linux', pageViews: 600 }],
  devices: [
    { value: 'desktop', pageViews: 600 },
    { value: 'mobile', pageViews: 300 },
  ],
  countries: [
    { value: 'DE', pageViews: 400 },
    { value: null, pageViews: 12 },
  ],
};

const traffic: PeriodFigures = {
  ...emptyTraffic('2026-10-25', '2026-11-23'),
  pageViews: 1234,
  uniqueVisitors: 321,
  visits: 400,
  bounceRate: 0.425,
  visitDurationSeconds: 95,
  viewsPerVisit: 3.085,
  entryPages: [{ pageUrl: '/', visits: 250 }],
  exitPages: [{ pageUrl: '/episodes', visits: 200 }],
  breakdowns,
};

const figures: Analytics = {
  totalVisits: 1234,
  uniqueVisitors: 321,
  contentStats: { episodes: 19, socialMediaPosts: 7, newsletterSubscribers: 42, contactMessages: 5 },
  topPages: [
    { pageUrl: '/', visits: 500 },
    { pageUrl: '/episodes', visits: 300 },
  ],
  topReferrers: [
    { referrer: 'direct', visits: 700 },
    { referrer: 'www.google.com', visits: 200 },
  ],
  recentActivity: [{ id: 9, pageUrl: '/blog/joint-accounts', referrer: 'news.ycombinator.com', timestamp: '2026-11-23T09:05:00.000Z' }],
  dailyVisits: ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map((date, index) => ({ date, visits: index * 10 })),
  period: { name: '30d', from: '2026-10-25', to: '2026-11-23' },
  traffic,
  filters: [],
  downloads: {
    total: 12,
    byEpisode: [
      { episodeId: 3, title: 'Our first budget', downloads: 9 },
      { episodeId: 4, title: null, downloads: 3 },
    ],
    byDay: [
      { date: '2026-11-22', downloads: 0 },
      { date: '2026-11-23', downloads: 12 },
    ],
    byApp: [
      { app: 'Apple Podcasts', downloads: 8 },
      { app: 'Web browser', downloads: 4 },
    ],
  },
};

const emptyFigures: Analytics = {
  ...figures,
  totalVisits: 0,
  uniqueVisitors: 0,
  topPages: [],
  topReferrers: [],
  recentActivity: [],
  dailyVisits: figures.dailyVisits.map(({ date }) => ({ date, visits: 0 })),
  downloads: { total: 0, byEpisode: [], byDay: [], byApp: [] },
  traffic: emptyTraffic('2026-10-25', '2026-11-23'),
};

const milestones = (d1: number | null, d3: number | null, d7: number | null, d30: number | null, d90: number | null) => ({ d1, d3, d7, d30, d90 });

const downloads: DownloadDashboard = {
  period: { name: '30d', firstDay: '2026-10-25', lastDay: '2026-11-23' },
  total: 12,
  byDay: [
    { date: '2026-11-22', downloads: 0, releases: [] },
    { date: '2026-11-23', downloads: 12, releases: [4] },
  ],
  byEpisode: [
    { episodeId: 4, title: null, releaseDay: '2026-11-23', inPeriod: 3, allTime: 3, milestones: milestones(3, null, null, null, null), cumulative: [3] },
    { episodeId: 3, title: 'Our first budget', releaseDay: '2026-08-01', inPeriod: 9, allTime: 150, milestones: milestones(40, 70, 90, 120, 140), cumulative: [40, 55, 70] },
  ],
  pacingEpisodeIds: [4, 3],
  byApp: [
    { app: 'Apple Podcasts', downloads: 8 },
    { app: 'Web browser', downloads: 4 },
  ],
  countries: [
    { country: 'AU', downloads: 9 },
    { country: null, downloads: 3 },
  ],
  devices: [{ device: 'mobile', downloads: 12 }],
  monthlyUniqueListeners: [
    { month: '2026-10', listeners: 4, soFar: false },
    { month: '2026-11', listeners: 7, soFar: true },
  ],
};
const emptyDownloads: DownloadDashboard = {
  ...downloads,
  total: 0,
  byDay: downloads.byDay.map(({ date }) => ({ date, downloads: 0, releases: [] })),
  byEpisode: [],
  pacingEpisodeIds: [],
  byApp: [],
  countries: [],
  devices: [],
  monthlyUniqueListeners: [],
};

/** The dashboard's two reads answered (each at any period). */
const dashboardRoutes = (analytics: Analytics = figures, dashboard: DownloadDashboard = downloads) => ({ ...signedIn, 'GET /api/admin/analytics': jsonResponse(analytics), 'GET /api/admin/downloads': jsonResponse(dashboard) });

const cardValue = (label: string) => screen.getByRole('heading', { level: 2, name: label }).closest('div')?.parentElement?.querySelector('p')?.textContent;
const card = (label: string): HTMLElement => {
  const found = screen.getByRole('heading', { level: 2, name: label }).closest('div')?.parentElement;
  if (!found) throw new Error(`No card ${label}`);
  return found;
};
/** The rows of a panel's table (its tab on screen) as they read, header row and screen-reader words left out. */
const rowsOf = (panel: string): string[] =>
  within(screen.getByRole('region', { name: panel }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const seen = row.cloneNode(true) as HTMLElement;
      for (const hidden of seen.querySelectorAll('.sr-only')) hidden.remove();
      return seen.textContent ?? '';
    });

// The tests that click through the screen re-render it a dozen times: over Jest's 5 s when the whole admin
// suite shares 2 busy cores.
const clickingTimeout = 20_000;

describe('the analytics dashboard', () => {
  restoreFetchAfterEach();

  it('announces loading while the figures come', async () => {
    renderAdmin('/admin/dashboard', { ...signedIn, 'GET /api/admin/analytics': new Promise<Response>(() => undefined) });

    expect(await screen.findByText('Loading analytics…')).toBeInTheDocument();
  });

  it('picks a period and a comparison: the address keeps them, the API is asked for them, each card says the change', async () => {
    const user = userEvent.setup();
    const week: Analytics = {
      ...figures,
      totalVisits: 150,
      uniqueVisitors: 60,
      period: { name: '7d', from: '2026-11-17', to: '2026-11-23' },
      traffic: { ...traffic, visits: 400, bounceRate: 0.5, visitDurationSeconds: 90, viewsPerVisit: 2 },
      previous: { period: { name: '7d', from: '2026-11-10', to: '2026-11-16' }, totalVisits: 100, uniqueVisitors: 60, visits: 200, bounceRate: 0.4, visitDurationSeconds: 120, viewsPerVisit: 2 },
    };
    const { requests } = renderAdmin('/admin/dashboard', { ...dashboardRoutes(), 'GET /api/admin/analytics?period=7d&compare=previous': jsonResponse(week) });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getAllByText('Last 30 days')).not.toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
    await user.click(screen.getByRole('checkbox', { name: 'Compare with the previous period' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/admin/dashboard?period=7d&compare=previous'));
    expect(await screen.findByText('+50% on the previous period')).toBeInTheDocument();
    expect(cardValue('Total Visits')).toBe('150');
    expect(screen.getAllByText('Level with the previous period')).toHaveLength(2);
    // The visits cards: +100% visits, bounce rate up 10 points, 25% shorter visits.
    expect(within(card('Visits')).getByText('+100% on the previous period')).toBeInTheDocument();
    expect(within(card('Bounce rate')).getByText('+10 points on the previous period')).toBeInTheDocument();
    expect(within(card('Visit duration')).getByText('−25% on the previous period')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Daily Visits (Last 7 days)' })).toBeInTheDocument();
    expect(requests.map(({ url }) => url)).toContain('/api/admin/analytics?period=7d&compare=previous');
    await waitFor(() => expect(requests.map(({ url }) => url)).toContain('/api/admin/downloads?period=7d'));
  }, clickingTimeout);

  it('says how many visitors are on the site now, polled apart from the period', async () => {
    const { requests } = renderAdmin('/admin/dashboard?period=7d', { ...dashboardRoutes(), 'GET /api/admin/analytics/realtime': jsonResponse({ visitors: 3 }) });
    expect(await screen.findByText('3 visitors on the site now')).toBeInTheDocument();
    expect(requests.map(({ url }) => url)).toContain('/api/admin/analytics/realtime');
  });

  it('says there were no visits before rather than a rate, mean or ratio of none', async () => {
    const firstWeek: Analytics = {
      ...figures,
      period: { name: '7d', from: '2026-11-17', to: '2026-11-23' },
      traffic: { ...traffic, visits: 15, bounceRate: 0, visitDurationSeconds: 1, viewsPerVisit: 4 },
      previous: { period: { name: '7d', from: '2026-11-10', to: '2026-11-16' }, totalVisits: 0, uniqueVisitors: 0, visits: 0, bounceRate: 0, visitDurationSeconds: 0, viewsPerVisit: 0 },
    };
    renderAdmin('/admin/dashboard?period=7d&compare=previous', { ...dashboardRoutes(), 'GET /api/admin/analytics?period=7d&compare=previous': jsonResponse(firstWeek) });
    await screen.findByRole('heading', { level: 2, name: 'Bounce rate' });
    expect(within(card('Bounce rate')).getByText('None in the previous period')).toBeInTheDocument();
    for (const label of ['Visits', 'Visit duration', 'Views per visit']) expect(within(card(label)).getByText('None in the previous period')).toBeInTheDocument();
    expect(within(card('Bounce rate')).queryByText('Level with the previous period')).not.toBeInTheDocument();
  });

  it('opens a bookmarked period of chosen days, its days in the cards and the fields', async () => {
    const chosen: Analytics = { ...figures, period: { name: 'custom', from: '2026-11-01', to: '2026-11-10' } };
    renderAdmin('/admin/dashboard?period=custom&from=2026-11-01&to=2026-11-10', { ...dashboardRoutes(), 'GET /api/admin/analytics?period=custom&from=2026-11-01&to=2026-11-10': jsonResponse(chosen) });
    expect(await screen.findAllByText('1 Nov 2026 – 10 Nov 2026')).toHaveLength(3);
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-10');
  });

  it('says why the API refused a period', async () => {
    renderAdmin('/admin/dashboard?period=custom&from=2026-11-10&to=2026-11-01', { ...signedIn, 'GET /api/admin/analytics?period=custom&from=2026-11-10&to=2026-11-01': problemResponse(400, 'from must be on or before to.') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('from must be on or before to.');
  });

  it('shows the four cards, the visits, the panels and the week, from the session-guarded endpoint', async () => {
    const { requests } = renderAdmin('/admin', dashboardRoutes());

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(cardValue('Total Visits')).toBe('1,234');
    expect(cardValue('Unique Visitors')).toBe('321');
    expect(cardValue('Newsletter Subscribers')).toBe('42');
    expect(cardValue('Contact Messages')).toBe('5');
    expect(cardValue('Visits')).toBe('400');
    expect(cardValue('Bounce rate')).toBe('43%');
    expect(cardValue('Visit duration')).toBe('1m 35s');
    expect(cardValue('Views per visit')).toBe('3.1');

    const stats = screen.getByRole('region', { name: 'Content Stats' });
    expect(within(stats).getByText('Episodes').nextSibling).toHaveTextContent('19');
    expect(within(stats).getByText('Social Media Posts').nextSibling).toHaveTextContent('7');

    expect(rowsOf('Top Pages')).toEqual(['/500', '/episodes300']);
    expect(rowsOf('Top Referrers')).toEqual(['Direct Traffic700', 'www.google.com200']);

    const activity = within(screen.getByRole('region', { name: 'Recent Activity (Last 24 Hours)' })).getByRole('listitem');
    expect(activity).toHaveTextContent('/blog/joint-accounts');
    expect(within(activity).getByText(/^\d\d:\d\d$/)).toHaveAttribute('dateTime', '2026-11-23T09:05:00.000Z');

    const week = await screen.findByRole('table', { name: 'Daily visits, last 7 days' });
    expect(within(week).getAllByRole('row')).toHaveLength(8);
    expect(within(week).getAllByRole('row')[7]).toHaveTextContent('Mon, 23 Nov60');

    const call = requests.find((request) => request.url === '/api/admin/analytics');
    expect(call).toBeDefined();
  });

  it('shows each breakdown in its tab: entry and exit pages, sources, devices, countries by name with the DB-IP credit', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard', dashboardRoutes());
    expect(await screen.findByText('1,234')).toBeInTheDocument();

    const pages = screen.getByRole('region', { name: 'Top Pages' });
    await user.click(within(pages).getByRole('tab', { name: 'Entry pages' }));
    expect(rowsOf('Top Pages')).toEqual(['/250']);
    expect(within(pages).getByRole('columnheader', { name: 'Visits' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('tab', { name: 'Exit pages' }));
    expect(rowsOf('Top Pages')).toEqual(['/episodes200']);

    expect(rowsOf('Sources')).toEqual(['google.com200', 'No source100']);
    await user.click(within(screen.getByRole('region', { name: 'Sources' })).getByRole('tab', { name: 'Kinds' }));
    expect(rowsOf('Sources')).toEqual(['Direct700', 'Search200', 'Podcast apps40']);
    await user.click(within(screen.getByRole('region', { name: 'Sources' })).getByRole('tab', { name: 'Campaigns' }));
    expect(within(screen.getByRole('region', { name: 'Sources' })).getByText('None in this period')).toBeInTheDocument();

    expect(rowsOf('Devices')).toEqual(['Desktop600', 'Mobile300']);
    await user.click(within(screen.getByRole('region', { name: 'Devices' })).getByRole('tab', { name: 'Operating systems' }));
    expect(rowsOf('Devices')).toEqual(['Linux600']);

    const countries = screen.getByRole('region', { name: 'Countries' });
    expect(rowsOf('Countries')).toEqual(['Germany400', 'Unknown12']);
    expect(within(countries).getByRole('link', { name: 'DB-IP' })).toHaveAttribute('href', 'https://db-ip.com');
    expect(countries).toHaveTextContent('IP geolocation by DB-IP');
  }, clickingTimeout);

  it('filters the whole dashboard to a clicked source, keeps the period, lists the filter and removes it', async () => {
    const user = userEvent.setup();
    const filtered: Analytics = { ...figures, totalVisits: 200, filters: ['source:google.com'], traffic: { ...traffic, pageViews: 200 } };
    const { requests } = renderAdmin('/admin/dashboard?period=7d', {
      ...dashboardRoutes(),
      'GET /api/admin/analytics?period=7d&filter=source:google.com': jsonResponse(filtered),
      'GET /api/admin/analytics?period=7d&filter=source:google.com&filter=country:DE': jsonResponse(filtered),
    });
    const sources = await screen.findByRole('region', { name: 'Sources' });

    await user.click(within(sources).getByRole('button', { name: 'Filter by Source: google.com' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/admin\/dashboard\?period=7d&filter=source:google\.com$/));
    await waitFor(() => expect(cardValue('Total Visits')).toBe('200'));
    expect(requests.map(({ url }) => url)).toContain('/api/admin/analytics?period=7d&filter=source:google.com');
    const active = screen.getByRole('region', { name: 'Filters' });
    expect(within(active).getByRole('listitem')).toHaveTextContent('Source: google.com');

    // Filters compose: a country too; each CSV link carries them.
    await user.click(within(screen.getByRole('region', { name: 'Countries' })).getByRole('button', { name: 'Filter by Country: Germany' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/admin/dashboard?period=7d&filter=source:google.com&filter=country:DE'));
    expect(within(active).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Source: google.comRemove filter Source: google.com', 'Country: GermanyRemove filter Country: Germany']);
    expect(within(screen.getByRole('region', { name: 'Sources' })).getByRole('link', { name: 'Download CSV of sources' })).toHaveAttribute(
      'href',
      '/api/admin/analytics/export?period=7d&filter=source:google.com&filter=country:DE&breakdown=sources',
    );

    await user.click(screen.getByRole('button', { name: 'Remove filter Source: google.com' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/admin\/dashboard\?period=7d&filter=country:DE$/));
    await user.click(screen.getByRole('button', { name: 'Remove filter Country: Germany' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/admin\/dashboard\?period=7d$/));
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
  }, clickingTimeout);

  it('filters to the rows without a value ("(none)") and replaces a field’s filter rather than asking twice', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard?filter=referrer:www.google.com', dashboardRoutes());
    const referrers = await screen.findByRole('region', { name: 'Top Referrers' });
    await user.click(within(referrers).getByRole('button', { name: 'Filter by Referrer: Direct Traffic' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/admin\/dashboard\?filter=referrer:\(none\)$/));
    expect(screen.getByRole('button', { name: 'Remove filter Referrer: Direct Traffic' })).toBeInTheDocument();
  }, clickingTimeout);

  it('links each breakdown’s CSV for the period on screen', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard?period=custom&from=2026-11-01&to=2026-11-10&compare=previous', dashboardRoutes());
    const pages = await screen.findByRole('region', { name: 'Top Pages' });
    expect(within(pages).getByRole('link', { name: 'Download CSV of pages' })).toHaveAttribute('href', '/api/admin/analytics/export?period=custom&from=2026-11-01&to=2026-11-10&breakdown=pages');
    await user.click(within(pages).getByRole('tab', { name: 'Entry pages' }));
    expect(within(pages).getByRole('link', { name: 'Download CSV of entry pages' })).toHaveAttribute('href', '/api/admin/analytics/export?period=custom&from=2026-11-01&to=2026-11-10&breakdown=entry-pages');
    expect(within(screen.getByRole('region', { name: 'Countries' })).getByRole('link', { name: 'Download CSV of countries' })).toHaveAttribute('href', '/api/admin/analytics/export?period=custom&from=2026-11-01&to=2026-11-10&breakdown=countries');
  }, clickingTimeout);

  it('shows the downloads of the period: by day with releases, pacing, per episode at 1–90 days and all time, by app', async () => {
    const { requests } = renderAdmin('/admin/dashboard', dashboardRoutes());

    const byDay = await screen.findByRole('region', { name: 'Downloads by Day (Last 30 days: 12)' });
    const days = within(byDay).getByRole('table', { name: 'Downloads by day, last 30 days' });
    expect(within(days).getAllByRole('row').map((row) => row.textContent)).toEqual(['DayDownloadsReleased that day', 'Sun, 22 Nov0None', 'Mon, 23 Nov12Episode 4']);
    expect(byDay).toHaveTextContent('Released: Episode 4 (Mon, 23 Nov)');

    const pacing = within(screen.getByRole('region', { name: 'Episode Pacing (First 30 Days)' })).getByRole('table');
    expect(within(pacing).getAllByRole('row').map((row) => row.textContent)).toEqual(['DayEpisode 4Our first budget', 'Day 1340', 'Day 2Not yet55', 'Day 3Not yet70']);

    const episodes = within(screen.getByRole('region', { name: 'Downloads by Episode' })).getByRole('table', { name: 'Downloads of each episode at 1, 3, 7, 30 and 90 days' });
    expect(within(episodes).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'EpisodeReleasedLast 30 days1 day3 days7 days30 days90 daysAll time',
      'Episode 423 Nov 202633–Not yet–Not yet–Not yet–Not yet3',
      'Our first budget1 Aug 20269407090120140150',
    ]);
    expect(rowsOf('Downloads by App')).toEqual(['Apple Podcasts8', 'Web browser4']);
    expect(screen.getByRole('link', { name: 'How we count downloads' })).toHaveAttribute('href', '/how-we-count-downloads');
    expect(requests.map(({ url }) => url)).toContain('/api/admin/downloads');
  });

  it('shows the listeners’ countries (with the DB-IP credit), devices and monthly unique listeners', async () => {
    renderAdmin('/admin/dashboard', dashboardRoutes());

    const countries = await screen.findByRole('region', { name: "Listeners' Countries" });
    expect(rowsOf("Listeners' Countries")).toEqual(['Australia9', 'Unknown3']);
    expect(within(countries).getByRole('link', { name: 'DB-IP' })).toHaveAttribute('href', 'https://db-ip.com');
    expect(rowsOf("Listeners' Devices")).toEqual(['Mobile12']);
    expect(rowsOf('Monthly Unique Listeners')).toEqual(['October 20264', 'November 2026 (so far)7']);
  });

  it('lists the 10 newest episodes, all of them on request', async () => {
    const user = userEvent.setup();
    const [newest] = downloads.byEpisode;
    const many: DownloadDashboard = { ...downloads, byEpisode: Array.from({ length: 12 }, (_, index) => ({ ...newest, episodeId: 100 - index, title: `Episode title ${index + 1}` })) };
    renderAdmin('/admin/dashboard', dashboardRoutes(figures, many));

    const panel = await screen.findByRole('region', { name: 'Downloads by Episode' });
    expect(within(panel).getAllByRole('rowheader')).toHaveLength(10);
    await user.click(within(panel).getByRole('button', { name: 'Show all 12 episodes' }));
    expect(within(panel).getAllByRole('rowheader')).toHaveLength(12);
    expect(within(panel).getByRole('button', { name: 'Show the 10 newest' })).toBeInTheDocument();
  }, clickingTimeout);

  it('shows the SPEC empty texts when nothing was visited yet', async () => {
    renderAdmin('/admin/dashboard', dashboardRoutes(emptyFigures, emptyDownloads));

    expect(await screen.findByText('No referrer data available yet')).toBeInTheDocument();
    expect(screen.getByText('No recent activity to display')).toBeInTheDocument();
    expect(screen.getByText('No page views yet')).toBeInTheDocument();
    expect(await screen.findByText('No downloads in this period')).toBeInTheDocument();
    // Episodes, apps, listeners' countries, devices and months.
    expect(screen.getAllByText('No downloads counted yet')).toHaveLength(5);
    expect(screen.getByText('No episodes released yet')).toBeInTheDocument();
  });

  it('shows the SPEC error card when the figures cannot be loaded', async () => {
    renderAdmin('/admin/dashboard', { ...signedIn, 'GET /api/admin/analytics': problemResponse(500, 'Database unavailable') });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to fetch analytics' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load analytics data. Please check your authentication and try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the dashboard’s social connection warnings (issue 26)', () => {
  restoreFetchAfterEach();

  it('warns of a connection expiring within days and of one needing reconnecting, each linking to the social accounts', async () => {
    const accounts = [
      aSocialAccount(),
      aSocialAccount({ id: 2, platform: 'linkedin', displayName: 'Sam Rivers', state: 'expiring', expiresAt: '2026-12-01T12:00:00.000Z', expiresInDays: 5 }),
      aSocialAccount({ id: 3, platform: 'bluesky', displayName: '@sam.bsky.social', state: 'needs_reconnect', lastError: 'Bluesky refused the app password.' }),
    ];
    renderAdmin('/admin', { ...dashboardRoutes(), 'GET /api/admin/social-accounts': jsonResponse(accountsResponse(accounts)) });

    const warnings = await screen.findByRole('region', { name: 'Social connections' });
    const links = within(warnings).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Your LinkedIn connection expires in 5 days. Reconnect it', 'Your Bluesky connection needs reconnecting.']);
    for (const link of links) expect(link).toHaveAttribute('href', '/admin/social-accounts');
    expect(await screen.findByText('1,234')).toBeInTheDocument();
  });

  it('says nothing when every connection works', async () => {
    renderAdmin('/admin', { ...dashboardRoutes(), 'GET /api/admin/social-accounts': jsonResponse(accountsResponse([aSocialAccount()])) });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Social connections' })).not.toBeInTheDocument();
  });
});
