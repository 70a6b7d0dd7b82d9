import type { ComponentType, ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { defaultSiteConfig } from '@harmony/site-config';
import { Toaster } from '@harmony/ui';
import { createAppStore } from '@harmony/web-api';
import { jsonResponse, routedFetch } from '@harmony/web-api/testing';
import AdminRoutes from './routes.js';

export { jsonResponse, problemResponse } from '@harmony/web-api/testing';

/** A page of an admin list as the API answers it: the rows, and in X-Total-Count how many the whole list holds. */
export const listResponse = (items: readonly unknown[], total = items.length): Response =>
  new Response(JSON.stringify(items), { headers: { 'content-type': 'application/json', 'X-Total-Count': String(total) } });

/**
 * The toast titled `title`, found in the Notifications region. Radix also copies a toast's text into a
 * visually hidden live region for a moment after it opens, so a page-wide text query can find it twice
 * (or once, depending on timing); reading the toast itself cannot.
 */
export async function findToast(title: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: /^Notifications/ });
  const heading = await within(region).findByText(title);
  const toast = heading.closest('li');
  if (!toast) throw new Error(`The toast "${title}" is not in a list item`);
  return toast;
}

/** The session answers the guard reads: signed in, or not. */
export const signedIn = { 'GET /api/auth/session': jsonResponse({ authenticated: true }) };
export const signedOut = { 'GET /api/auth/session': jsonResponse({ authenticated: false }) };

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <div data-testid="current-path">{`${pathname}${search}`}</div>;
}

/**
 * The admin remote at `path` as the shell mounts it (under /admin/*, with the website at /), with a
 * real store and toast region; `fetch` answers from `routes` (see routedFetch) and records requests.
 * The caller restores `globalThis.fetch` (see `restoreFetchAfterEach`). `website` stands in for the
 * site remote (a lazy one shows what a slow chunk does to navigations away from the back office).
 */
export function renderAdmin(
  path: string,
  routes: Parameters<typeof routedFetch>[0],
  website: ReactNode = <main>Website home</main>,
  /** Providers around it all, such as a stand-in for what jsdom cannot do (play media). */
  { wrapper }: { wrapper?: ComponentType<{ children: ReactNode }> } = {},
) {
  const { fetchStub, requests } = routedFetch(routes);
  globalThis.fetch = fetchStub;
  const view = render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminRoutes site={defaultSiteConfig} />} />
          <Route path="/" element={website} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
      <Toaster />
    </Provider>,
    { wrapper },
  );
  return { ...view, requests };
}

/** Puts the real fetch back after each test of the calling describe. */
export function restoreFetchAfterEach(): void {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    sessionStorage.clear();
  });
}
