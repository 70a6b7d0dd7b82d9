import { Navigate, Route, Routes } from '@harmony/mf-config/router';
import type { ComponentType } from 'react';
import type { SiteConfig } from '@harmony/mf-config/remotes';
import { adminBasePath, pathRedirects } from '@harmony/site-config';
import type { RemoteRoutesComponentProps } from './remote-routes.js';

export interface AppProps {
  site: SiteConfig;
  RemoteRoutes: ComponentType<RemoteRoutesComponentProps>;
}

/**
 * Top-level routing from the route manifest (@harmony/site-config): its aliases redirect, the back office
 * belongs to the admin remote, everything else (404 included) to the site remote. React Router matches
 * case-insensitively and ignores a trailing slash (SPEC §9): /ADMIN/Login/ and /Podcast-Manager-Access/ match too.
 */
export function App({ site, RemoteRoutes }: AppProps) {
  return (
    <Routes>
      {Object.entries(pathRedirects).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      <Route path={`${adminBasePath}/*`} element={<RemoteRoutes remote="admin" site={site} />} />
      <Route path="*" element={<RemoteRoutes remote="site" site={site} />} />
    </Routes>
  );
}
