import { Route, Routes } from '@harmony/mf-config/router';
import type { ComponentType } from 'react';
import type { SiteConfig } from '@harmony/mf-config/remotes';
import type { RemoteRoutesComponentProps } from './remote-routes.js';

export interface AppProps {
  site: SiteConfig;
  RemoteRoutes: ComponentType<RemoteRoutesComponentProps>;
}

/** Top-level routing: /admin/* belongs to the admin remote, everything else (404 included) to the site remote. */
export function App({ site, RemoteRoutes }: AppProps) {
  return (
    <Routes>
      <Route path="/admin/*" element={<RemoteRoutes remote="admin" site={site} />} />
      <Route path="*" element={<RemoteRoutes remote="site" site={site} />} />
    </Routes>
  );
}
