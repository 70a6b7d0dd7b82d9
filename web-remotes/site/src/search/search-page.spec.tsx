import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { defaultSiteConfig } from '@harmony/site-config';
import { createAppStore, seedInlinedQueries, type SearchAnswer } from '@harmony/web-api';
import { SiteConfigProvider } from '../site-config.js';
import { holdResponse, jsonResponse, SiteTestProviders, stubFetchPerTest } from '../episodes/testing.js';
import SearchPage from './search-page.js';

function renderAt(url: string) {
  return render(
    <SiteTestProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/search" element={<SearchPage />} />
        </Routes>
      </MemoryRouter>
    </SiteTestProviders>,
  );
}

const answer: SearchAnswer = {
  query: 'emergency fund',
  total: 2,
  results: [
    {
      type: 'article',
      title: 'Building an Emergency Fund on One Income',
      url: '/blog/emergency-fund-on-one-income',
      snippet: 'Why an <mark>emergency</mark> <mark>fund</mark> &amp; &lt;img src=x onerror=alert(1)&gt; first',
      rank: 1.4,
      publishedAt: '2026-10-01T08:00:00.000Z',
    },
    { type: 'episode', title: 'Building an Emergency Fund You Both Trust', url: '/episode/5', snippet: 'How big should your safety net be', rank: 1, publishedAt: '2026-08-18T19:00:00.000Z' },
  ],
};

describe('SearchPage', () => {
  const fetchMock = stubFetchPerTest();

  it('invites a search when no words are given, and asks the API nothing', () => {
    renderAt('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Search episodes and articles')).toBeInTheDocument();
    expect(document.title).toBe('Search | Money Together');
    expect(fetchMock).not.toHaveBeenCalled();
    // Reached without words (the phone header's Search icon): the caret waits in the field.
    expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveFocus();
  });

  it('shows the results best first: a badge, the title linking to the page, the snippet with its matches as <mark> elements', async () => {
    const respond = holdResponse(fetchMock);
    renderAt('/search?q=emergency%20fund');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    respond(jsonResponse(answer));

    expect(await screen.findByText('2 results for “emergency fund”')).toBeInTheDocument();
    expect(document.title).toBe('Search results for “emergency fund” | Money Together');
    expect(new URL((fetchMock.mock.calls[0]![0] as Request).url).search).toBe('?q=emergency+fund');
    const items = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Article')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Building an Emergency Fund on One Income' })).toHaveAttribute('href', '/blog/emergency-fund-on-one-income');
    expect(within(items[1]!).getByText('Episode')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Building an Emergency Fund You Both Trust' })).toHaveAttribute('href', '/episode/5');

    const marks = items[0]!.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['emergency', 'fund']);
    // Escaped markup in the snippet stays text: no element is made of it.
    expect(items[0]!.querySelector('img')).toBeNull();
    expect(items[0]).toHaveTextContent('Why an emergency fund & <img src=x onerror=alert(1)> first');
    expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('emergency fund');
  });

  it('renders the inlined results on the server, with the words as the URL writes them, and hydrates them without asking the API', async () => {
    // What the server does (prerender.tsx): a store seeded with the inlined query, the URL with its query.
    const pageFor = () => {
      const store = createAppStore();
      seedInlinedQueries(store, [{ endpoint: 'searchSite', arg: 'emergency fund', data: answer }]);
      return (
        <Provider store={store}>
          <SiteConfigProvider site={defaultSiteConfig}>
            <MemoryRouter initialEntries={['/search?q=%20emergency%20%20fund%20']}>
              <Routes>
                <Route path="/search" element={<SearchPage />} />
              </Routes>
            </MemoryRouter>
          </SiteConfigProvider>
        </Provider>
      );
    };
    const html = renderToString(pageFor());
    expect(html).toContain('Building an Emergency Fund on One Income</a>');
    expect(html).toMatch(/<mark[^>]*>emergency<\/mark>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('Searching…');

    const container = document.createElement('div');
    container.innerHTML = html;
    const mismatches: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, pageFor(), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(within(container).getByRole('link', { name: 'Building an Emergency Fund on One Income' })).toHaveAttribute('href', '/blog/emergency-fund-on-one-income');
    expect(within(container).queryByText('Searching…')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => root?.unmount());
  });

  it('says so when nothing matches', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ query: 'zeppelin', results: [], total: 0 }));
    renderAt('/search?q=zeppelin');
    expect(await screen.findByText('No results for “zeppelin”')).toBeInTheDocument();
    // With words the results come first: the field keeps them but does not take the focus.
    expect(screen.getByRole('searchbox', { name: 'Search terms' })).not.toHaveFocus();
  });

  it('asks for more than one character without asking the API', () => {
    renderAt('/search?q=a');
    expect(screen.getByText('Type at least 2 characters to search.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an error when the search fails', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    renderAt('/search?q=money');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to search. Please try again later.');
  });

  it('searches again with the words typed in its field', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (input) => {
      const q = new URL((input as Request).url).searchParams.get('q') ?? '';
      return jsonResponse({ query: q, results: [], total: 0 });
    });
    renderAt('/search?q=money');
    await screen.findByText('No results for “money”');

    const field = screen.getByRole('searchbox', { name: 'Search terms' });
    await user.clear(field);
    // React records a prevented submit that starts a transition (the router's navigation) as a form
    // action's FormData; the test window's FormData is Node's, which cannot read a jsdom form.
    const nodeFormData = globalThis.FormData;
    globalThis.FormData = class {} as typeof FormData;
    try {
      await user.type(field, '  debt snowball {Enter}');
    } finally {
      globalThis.FormData = nodeFormData;
    }

    expect(await screen.findByText('No results for “debt snowball”')).toBeInTheDocument();
  });
});
