import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { PageViews, sendPageView, visitorOptedOut } from './page-views.js';

function renderAt(path: string, send: typeof sendPageView) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageViews send={send}>
        <Routes>
          <Route path="*" element={<Link to="/episodes">Episodes</Link>} />
        </Routes>
        <Link to="/admin/dashboard">Admin</Link>
      </PageViews>
    </MemoryRouter>,
  );
}

describe('page views', () => {
  const realNavigator = Object.getOwnPropertyDescriptors(navigator);
  afterEach(() => {
    Object.defineProperty(navigator, 'doNotTrack', realNavigator.doNotTrack ?? { value: null, configurable: true });
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
  });

  it('counts the first page with its referrer, then each route change without one', async () => {
    const send = jest.fn<typeof sendPageView>();
    const user = userEvent.setup();
    Object.defineProperty(document, 'referrer', { value: 'https://www.google.com/search?q=money', configurable: true });
    renderAt('/', send);

    await user.click(screen.getByRole('link', { name: 'Episodes' }));

    expect(send.mock.calls).toEqual([
      ['/', 'https://www.google.com/search?q=money'],
      ['/episodes', ''],
    ]);
  });

  it("sends the landing page's query string, where campaign tags arrive, and no later page's", async () => {
    const send = jest.fn<typeof sendPageView>();
    const user = userEvent.setup();
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
    renderAt('/blog?utm_source=newsletter&utm_campaign=june', send);

    await user.click(screen.getByRole('link', { name: 'Episodes' }));

    expect(send.mock.calls).toEqual([
      ['/blog?utm_source=newsletter&utm_campaign=june', ''],
      ['/episodes', ''],
    ]);
  });

  it('does not count the back office', async () => {
    const send = jest.fn<typeof sendPageView>();
    const user = userEvent.setup();
    renderAt('/blog', send);

    await user.click(screen.getByRole('link', { name: 'Admin' }));

    expect(send.mock.calls.map(([path]) => path)).toEqual(['/blog']);
  });

  it.each([
    ['Do-Not-Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('sends nothing when %s is set', (_signal, signals) => {
    for (const [name, value] of Object.entries(signals)) Object.defineProperty(navigator, name, { value, configurable: true });
    const send = jest.fn<typeof sendPageView>();
    renderAt('/', send);

    expect(visitorOptedOut()).toBe(true);
    expect(send).not.toHaveBeenCalled();
  });

  it('posts the view as JSON without cookies, kept alive past the page', async () => {
    const fetchStub = jest.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchStub;
    try {
      await act(async () => sendPageView('/episodes', ''));
    } finally {
      globalThis.fetch = realFetch;
    }
    const [url, init] = fetchStub.mock.calls[0];
    expect(url).toBe('/api/analytics/pageview');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(init?.body))).toEqual({ pageUrl: '/episodes', referrer: '' });
  });
});
