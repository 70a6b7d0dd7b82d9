import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Analytics } from './analytics-api.js';
import { jsonResponse, problemResponse, renderAdmin, restoreFetchAfterEach, signedIn } from '../testing.js';
import { accountsResponse, aSocialAccount } from '../social-accounts/testing.js';

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

const emptyFigures: Analytics = { ...figures, totalVisits: 0, uniqueVisitors: 0, topPages: [], topReferrers: [], recentActivity: [], dailyVisits: figures.dailyVisits.map(({ date }) => ({ date, visits: 0 })), downloads: { total: 0, byEpisode: [], byDay: [], byApp: [] } };

const cardValue = (label: string) => screen.getByRole('heading', { level: 2, name: label }).closest('div')?.parentElement?.querySelector('p')?.textContent;

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
      previous: { period: { name: '7d', from: '2026-11-10', to: '2026-11-16' }, totalVisits: 100, uniqueVisitors: 60 },
    };
    const { requests } = renderAdmin('/admin/dashboard', { ...signedIn, 'GET /api/admin/analytics': jsonResponse(figures), 'GET /api/admin/analytics?period=7d&compare=previous': jsonResponse(week) });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getAllByText('Last 30 days')).not.toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
    await user.click(screen.getByRole('checkbox', { name: 'Compare with the previous period' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/admin/dashboard?period=7d&compare=previous'));
    expect(await screen.findByText('+50% on the previous period')).toBeInTheDocument();
    expect(cardValue('Total Visits')).toBe('150');
    expect(screen.getByText('Level with the previous period')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Daily Visits (Last 7 days)' })).toBeInTheDocument();
    expect(requests.map(({ url }) => url)).toContain('/api/admin/analytics?period=7d&compare=previous');
  });

  it('opens a bookmarked period of chosen days, its days in the cards and the fields', async () => {
    const chosen: Analytics = { ...figures, period: { name: 'custom', from: '2026-11-01', to: '2026-11-10' } };
    renderAdmin('/admin/dashboard?period=custom&from=2026-11-01&to=2026-11-10', { ...signedIn, 'GET /api/admin/analytics?period=custom&from=2026-11-01&to=2026-11-10': jsonResponse(chosen) });
    expect(await screen.findAllByText('1 Nov 2026 – 10 Nov 2026')).toHaveLength(2);
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-10');
  });

  it('says why the API refused a period', async () => {
    renderAdmin('/admin/dashboard?period=custom&from=2026-11-10&to=2026-11-01', { ...signedIn, 'GET /api/admin/analytics?period=custom&from=2026-11-10&to=2026-11-01': problemResponse(400, 'from must be on or before to.') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('from must be on or before to.');
  });

  it('shows the four cards, the panels and the week, from the session-guarded endpoint', async () => {
    const { requests } = renderAdmin('/admin', { ...signedIn, 'GET /api/admin/analytics': jsonResponse(figures) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(cardValue('Total Visits')).toBe('1,234');
    expect(cardValue('Unique Visitors')).toBe('321');
    expect(cardValue('Newsletter Subscribers')).toBe('42');
    expect(cardValue('Contact Messages')).toBe('5');

    const stats = screen.getByRole('region', { name: 'Content Stats' });
    expect(within(stats).getByText('Episodes').nextSibling).toHaveTextContent('19');
    expect(within(stats).getByText('Social Media Posts').nextSibling).toHaveTextContent('7');

    const pages = within(screen.getByRole('region', { name: 'Top Pages' })).getAllByRole('listitem');
    expect(pages.map((item) => item.textContent)).toEqual(['/500 visits', '/episodes300 visits']);
    const referrers = within(screen.getByRole('region', { name: 'Top Referrers' })).getAllByRole('listitem');
    expect(referrers.map((item) => item.textContent)).toEqual(['Direct Traffic700 visits', 'www.google.com200 visits']);

    const activity = within(screen.getByRole('region', { name: 'Recent Activity (Last 24 Hours)' })).getByRole('listitem');
    expect(activity).toHaveTextContent('/blog/joint-accounts');
    expect(within(activity).getByText(/^\d\d:\d\d$/)).toHaveAttribute('dateTime', '2026-11-23T09:05:00.000Z');

    const week = await screen.findByRole('table', { name: 'Daily visits, last 7 days' });
    expect(within(week).getAllByRole('row')).toHaveLength(8);
    expect(within(week).getAllByRole('row')[7]).toHaveTextContent('Mon, 23 Nov60');

    const call = requests.find((request) => request.url === '/api/admin/analytics');
    expect(call).toBeDefined();
  });

  it('shows the downloads by episode, app and day', async () => {
    renderAdmin('/admin/dashboard', { ...signedIn, 'GET /api/admin/analytics': jsonResponse(figures) });

    const byEpisode = await screen.findByRole('region', { name: 'Downloads by Episode (Last 30 Days: 12)' });
    expect(within(byEpisode).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Our first budget9 downloads', 'Episode 43 downloads']);
    const byApp = screen.getByRole('region', { name: 'Downloads by App' });
    expect(within(byApp).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Apple Podcasts8 downloads', 'Web browser4 downloads']);
    const byDay = screen.getByRole('region', { name: 'Downloads by Day' });
    expect(within(byDay).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Mon, 23 Nov12 downloads']);
  });

  it('shows the SPEC empty texts when nothing was visited yet', async () => {
    renderAdmin('/admin/dashboard', { ...signedIn, 'GET /api/admin/analytics': jsonResponse(emptyFigures) });

    expect(await screen.findByText('No referrer data available yet')).toBeInTheDocument();
    expect(screen.getByText('No recent activity to display')).toBeInTheDocument();
    expect(screen.getByText('No page views yet')).toBeInTheDocument();
    expect(screen.getAllByText('No downloads counted yet')).toHaveLength(2);
    expect(screen.getByText('No downloads in the last 30 days')).toBeInTheDocument();
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
    renderAdmin('/admin', { ...signedIn, 'GET /api/admin/analytics': jsonResponse(figures), 'GET /api/admin/social-accounts': jsonResponse(accountsResponse(accounts)) });

    const warnings = await screen.findByRole('region', { name: 'Social connections' });
    const links = within(warnings).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Your LinkedIn connection expires in 5 days. Reconnect it', 'Your Bluesky connection needs reconnecting.']);
    for (const link of links) expect(link).toHaveAttribute('href', '/admin/social-accounts');
    expect(await screen.findByText('1,234')).toBeInTheDocument();
  });

  it('says nothing when every connection works', async () => {
    renderAdmin('/admin', { ...signedIn, 'GET /api/admin/analytics': jsonResponse(figures), 'GET /api/admin/social-accounts': jsonResponse(accountsResponse([aSocialAccount()])) });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Social connections' })).not.toBeInTheDocument();
  });
});
