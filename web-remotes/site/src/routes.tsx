import { Route, Routes } from '@harmony/mf-config/router';
import type { RemoteRoutesProps } from '@harmony/mf-config/remotes';
import { HomePage } from './home/home-page.js';
import { NotFoundPage } from './not-found/not-found-page.js';
import './styles.css';

/** The site remote's route module (exposed as `site/routes`): every public path, and the 404 page. */
export default function SiteRoutes({ site }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route index element={<HomePage site={site} />} />
      <Route path="*" element={<NotFoundPage site={site} />} />
    </Routes>
  );
}
