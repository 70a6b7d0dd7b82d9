import { lazy, type ComponentType } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToastsForTests } from '@harmony/ui';
import { adminScreens } from '../layout/index.js';
import { jsonResponse, problemResponse, renderAdmin, restoreFetchAfterEach, signedIn, signedOut } from '../testing.js';
import { loginPathFor } from './sign-in-return.js';
import type { ApiSchemas } from '@harmony/web-api';
import { emptyTraffic } from '../dashboard/testing.js';

const currentPath = () => screen.getByTestId('current-path').textContent;
// Typed, so that a field the API adds and the screen reads is not missing here.
const emptyAnalytics: ApiSchemas['schemas']['AnalyticsResponse'] = {
  totalVisits: 0,
  uniqueVisitors: 0,
  contentStats: { episodes: 0, socialMediaPosts: 0, newsletterSubscribers: 0, contactMessages: 0 },
  topPages: [],
  topReferrers: [],
  recentActivity: [],
  dailyVisits: [],
  downloads: { total: 0, byEpisode: [], byDay: [], byApp: [] },
  period: { name: '30d', from: '2026-10-29', to: '2026-11-27' },
  filters: [],
  traffic: emptyTraffic('2026-10-29', '2026-11-27'),
};

describe('the guarded back office', () => {
  restoreFetchAfterEach();
  afterEach(() => act(() => resetToastsForTests()));

  it.each(['/admin', '/admin/dashboard', '/admin/content', '/admin/social-media'])('sends %s to the login without a session, naming it as the way back', async (path) => {
    renderAdmin(`${path}?tab=x#top`, signedOut);

    await waitFor(() => expect(currentPath()).toBe(loginPathFor(`${path}?tab=x#top`)));
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('shows nothing of a screen while the server is asked', () => {
    renderAdmin('/admin/content', { 'GET /api/auth/session': new Promise<Response>(() => undefined) });

    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByRole('heading', { name: 'Content Management' })).not.toBeInTheDocument();
  });

  it('offers a retry when the session cannot be checked', async () => {
    renderAdmin('/admin/content', { 'GET /api/auth/session': problemResponse(503, 'Down') });

    expect(await screen.findByText('We could not check your session. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the screen in the admin frame, with a link to every admin screen', async () => {
    renderAdmin('/admin/content', signedIn);

    expect(await screen.findByRole('heading', { level: 1, name: 'Content Management' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    for (const { label, path } of adminScreens) expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', path);
    expect(within(nav).getByRole('link', { name: 'Back to Website' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Content Management' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Content Management | Admin | Money Together');
  });

  it.each(['/admin', '/admin/dashboard/'])('shows the analytics dashboard at %s, its link marked current', async (path) => {
    renderAdmin(path, { ...signedIn, 'GET /api/admin/analytics': jsonResponse(emptyAnalytics) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('No recent activity to display')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Analytics Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: 'Analytics Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Content Management' })).not.toHaveAttribute('aria-current');
    expect(document.title).toBe('Analytics Dashboard | Admin | Money Together');
  });

  it('titles an inner screen with its section, its link marked current', async () => {
    renderAdmin('/admin/episodes/new', { ...signedIn, 'GET /api/episodes': jsonResponse([]) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Episodes' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Episodes' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Episodes | Admin | Money Together');
  });

  it('opens the phone menu with its button and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/content', signedIn);
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    const menu = document.getElementById('admin-menu') as HTMLElement;
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Episodes' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('logs out on the server, says "Logged out" and goes to the website', async () => {
    const user = userEvent.setup();
    const { requests } = renderAdmin('/admin/content', { ...signedIn, 'POST /api/auth/logout': new Response(null, { status: 204 }) });

    await user.click(within(await screen.findByRole('navigation', { name: 'Admin' })).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(requests.some((request) => request.method === 'POST' && request.url === '/api/auth/logout')).toBe(true);
  });

  it('goes to the website, not the login, while the website’s code is still loading', async () => {
    const user = userEvent.setup();
    let authenticated = true;
    let websiteLoaded: (module: { default: ComponentType }) => void = () => undefined;
    const SlowWebsite = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (websiteLoaded = resolve)));
    renderAdmin(
      '/admin/dashboard',
      {
        'GET /api/auth/session': () => jsonResponse({ authenticated }),
        'GET /api/admin/analytics': () => (authenticated ? jsonResponse(emptyAnalytics) : problemResponse(401, 'Please sign in.', undefined, 'not-signed-in')),
        'POST /api/auth/logout': () => {
          authenticated = false;
          return new Response(null, { status: 204 });
        },
      },
      // No Suspense boundary of its own: like the shell's, the router holds the old screen meanwhile.
      <SlowWebsite />,
    );

    await user.click(within(await screen.findByRole('navigation', { name: 'Admin' })).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    // The forgotten answers are asked again meanwhile, and the server says there is no session.
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument());
    expect(currentPath()).toBe('/admin/dashboard');

    act(() => websiteLoaded({ default: () => <main>Website home</main> }));
    expect(await screen.findByText('Website home')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('logs out from the content screen’s own button too, back to the login', async () => {
    const user = userEvent.setup();
    let authenticated = true;
    const { requests } = renderAdmin('/admin/content', {
      'GET /api/auth/session': () => jsonResponse({ authenticated }),
      'POST /api/auth/logout': () => {
        authenticated = false;
        return new Response(null, { status: 204 });
      },
    });

    await screen.findByRole('heading', { level: 1, name: 'Content Management' });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/admin/login'));
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual(['/api/auth/logout']);
  });

  it('goes to the login when the server refuses a screen’s call (the session ended elsewhere)', async () => {
    let authenticated = true;
    renderAdmin('/admin/dashboard', {
      'GET /api/auth/session': () => jsonResponse({ authenticated }),
      'GET /api/admin/analytics': () => {
        authenticated = false;
        return problemResponse(401, 'Please sign in.', undefined, 'not-signed-in');
      },
    });

    await waitFor(() => expect(currentPath()).toBe(loginPathFor('/admin/dashboard')));
  });

  it('keeps the screen when a refused call was stale and the session still holds', async () => {
    renderAdmin('/admin/dashboard', { ...signedIn, 'GET /api/admin/analytics': jsonResponse(emptyAnalytics) });

    expect(await screen.findByText('No recent activity to display')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard');
  });
});
