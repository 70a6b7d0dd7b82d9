/**
 * The site's server-side renderer (built for Node by rspack.prerender.config.js to
 * dist/server/prerender.cjs; the API loads it once and calls it for each public page). It renders the
 * same routes the browser renders, with the first screen's data the API inlines into the page, so the
 * header, hero and featured cards are in the HTML before any JavaScript runs. The shell then renders
 * the same tree over it: it hydrates this markup (web-shell/src/bootstrap.tsx), so the output must match the
 * browser's first render (a mismatch is recovered, at the cost of a repaint of the page).
 *
 * What every component reachable from routes.tsx must satisfy (helpers building the pages, please keep):
 * - render with `renderToStaticMarkup`/`prerender` inside a router, the site's SiteConfigProvider
 *   and a Redux store: no `window`, `document`, `localStorage`, `matchMedia`, `navigator` while
 *   rendering — only in effects and event handlers;
 * - render deterministically from props, context and the store (no Date.now()/Math.random() in a
 *   first-screen component's output other than the current year), so the browser's render matches
 *   and the first screen does not shift;
 * - SiteHeader (layout/site-header.tsx) and Hero (home/hero.tsx) above all: they are the first screen.
 * If rendering throws, the API serves the page without markup (and logs why): nothing breaks, the
 * first paint is just later.
 */
import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
// The router singleton is a browser concern; on the server the one bundled react-router serves all.
// eslint-disable-next-line no-restricted-imports -- Node-only build: MemoryRouter renders one URL.
import { MemoryRouter } from 'react-router';
import type { SiteConfig } from '@harmony/site-config';
import { createAppStore, episodesApi, type Episode } from '@harmony/web-api';
import SiteRoutes from './routes.js';

export interface InlinedQuery {
  readonly endpoint: 'getFeaturedEpisodes' | 'getEpisodes' | 'getEpisode';
  readonly arg?: number;
  readonly data: unknown;
}

/** Puts inlined query results into a store's RTK Query cache (the shell does the same in the browser). */
type UpsertEntry = Parameters<typeof episodesApi.util.upsertQueryEntries>[0][number];

export function seedQueries(store: ReturnType<typeof createAppStore>, queries: readonly InlinedQuery[]): void {
  const entries = queries.flatMap((query): UpsertEntry[] => {
    if (query.endpoint === 'getEpisode' && typeof query.arg === 'number') return [{ endpointName: 'getEpisode' as const, arg: query.arg, value: query.data as Episode }];
    if (query.endpoint === 'getFeaturedEpisodes') return [{ endpointName: 'getFeaturedEpisodes' as const, arg: undefined, value: query.data as Episode[] }];
    if (query.endpoint === 'getEpisodes') return [{ endpointName: 'getEpisodes' as const, arg: undefined, value: query.data as Episode[] }];
    return [];
  });
  if (entries.length) store.dispatch(episodesApi.util.upsertQueryEntries(entries));
}

/** The markup of `url`'s page (what goes inside `#root`). Lazily loaded pages are awaited. */
export async function renderSitePage(site: SiteConfig, url: string, queries: readonly InlinedQuery[] = []): Promise<string> {
  const store = createAppStore();
  seedQueries(store, queries);
  const { prelude } = await prerender(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        {/* The shell renders a remote's routes inside a Suspense boundary (web-shell/src/remote-routes.tsx): same tree, same markers. */}
        <Suspense fallback={null}>
          <SiteRoutes site={site} />
        </Suspense>
      </MemoryRouter>
    </Provider>,
  );
  return new Response(prelude).text();
}
