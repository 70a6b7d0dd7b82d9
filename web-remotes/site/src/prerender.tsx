/**
 * The site's server-side renderer (built for Node by rspack.prerender.config.js to
 * dist/server/prerender.cjs; the API loads it once and calls it for each public page). It renders the
 * same routes the browser renders, with the first screen's data the API inlines into the page, so the
 * header, hero and latest episodes' cards are in the HTML before any JavaScript runs. The shell then renders
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
import { createAppStore, seedInlinedQueries } from '@harmony/web-api';
import SiteRoutes from './routes.js';

/** The markup of `url`'s page (what goes inside `#root`). Lazily loaded pages are awaited. */
export async function renderSitePage(site: SiteConfig, url: string, queries: readonly unknown[] = []): Promise<string> {
  const store = createAppStore();
  seedInlinedQueries(store, queries);
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
