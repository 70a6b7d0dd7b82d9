import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link, Route, Routes } from '@harmony/mf-config/router';
import { NotFound } from '@harmony/ui';
import { adminLoginPath } from '@harmony/site-config';
import type { RemoteRoutesProps, SiteConfig } from '@harmony/mf-config/remotes';
import { LoginPage } from './login/login-page.js';
import { RequireSession } from './session/index.js';
import { AdminLayout } from './layout/index.js';
import './styles.css';

// Each screen is its own chunk: the login, the first screen of a signed-out owner, stays light.
const screen = <K extends string, T extends Record<K, ComponentType>>(load: () => Promise<T>, name: K) => lazy(async () => ({ default: (await load())[name] }));
const DashboardPage = screen(() => import('./dashboard/dashboard-page.js'), 'DashboardPage');
const EpisodesPage = screen(() => import('./episodes/index.js'), 'EpisodesPage');
const ArticlesPage = screen(() => import('./articles/index.js'), 'ArticlesPage');
const AudiencePage = screen(() => import('./audience/index.js'), 'AudiencePage');
const SocialMediaPage = screen(() => import('./social/index.js'), 'SocialMediaPage');
const ContentDashboardPage = screen(() => import('./content/index.js'), 'ContentDashboardPage');

function ScreenLoading() {
  return (
    <p role="status" className="text-slate-700 dark:text-slate-200">
      Loading…
    </p>
  );
}

/** A back-office screen: behind the session check, in the admin frame, its content loaded on demand. */
function Guarded({ site, title, children }: { site: SiteConfig; title: string; children: ReactNode }) {
  return (
    <RequireSession>
      <AdminLayout title={title} productName={site.productName}>
        <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
      </AdminLayout>
    </RequireSession>
  );
}

/** The guarded screens: their route under /admin, their title (h1 and page title) and their content. */
const guardedScreens: readonly { path: string; title: string; content: ReactNode; index?: boolean }[] = [
  { path: '', index: true, title: 'Analytics Dashboard', content: <DashboardPage /> },
  { path: 'dashboard', title: 'Analytics Dashboard', content: <DashboardPage /> },
  { path: 'content', title: 'Content Management', content: <ContentDashboardPage /> },
  { path: 'social-media', title: 'Social Media', content: <SocialMediaPage /> },
  { path: 'episodes/*', title: 'Episodes', content: <EpisodesPage /> },
  { path: 'articles/*', title: 'Articles', content: <ArticlesPage /> },
  { path: 'audience', title: 'Audience', content: <AudiencePage /> },
];

/** The admin remote's route module (exposed as `admin/routes`), mounted by the shell under /admin/*. */
export default function AdminRoutes({ site }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path="login" element={<LoginPage site={site} />} />
      {guardedScreens.map(({ path, index, title, content }) => {
        const element = (
          <Guarded site={site} title={title}>
            {content}
          </Guarded>
        );
        return index ? <Route key="index" index element={element} /> : <Route key={path} path={path} element={element} />;
      })}
      <Route
        path="*"
        element={
          <main id="main">
            <NotFound
              homeHref={adminLoginPath}
              homeLabel="Go to the admin login"
              renderLink={({ href, className, children }) => (
                <Link to={href} className={className}>
                  {children}
                </Link>
              )}
            />
          </main>
        }
      />
    </Routes>
  );
}
