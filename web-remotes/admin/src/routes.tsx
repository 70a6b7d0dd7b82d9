import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link, Route, Routes, useLocation } from '@harmony/mf-config/router';
import { NotFound, useDocumentTitle } from '@harmony/ui';
import { adminLoginPath, adminPageTitle } from '@harmony/site-config';
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
const NewslettersPage = screen(() => import('./newsletters/index.js'), 'NewslettersPage');
const SocialMediaPage = screen(() => import('./social/index.js'), 'SocialMediaPage');
const SocialAccountsPage = screen(() => import('./social-accounts/index.js'), 'SocialAccountsPage');
const ContentDashboardPage = screen(() => import('./content/index.js'), 'ContentDashboardPage');
const EmailPage = screen(() => import('./email/index.js'), 'EmailPage');
const LegalPagesPage = screen(() => import('./legal-pages/index.js'), 'LegalPagesPage');

function ScreenLoading() {
  return (
    <p role="status" className="text-slate-700 dark:text-slate-200">
      Loading…
    </p>
  );
}

/** A back-office screen: behind the session check, in the admin frame (which names and titles it), its content loaded on demand. */
function Guarded({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return (
    <RequireSession>
      <AdminLayout site={site}>
        <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
      </AdminLayout>
    </RequireSession>
  );
}

/** The guarded screens: their route under /admin and their content (their names are the route manifest's: adminScreenNameOf). */
const guardedScreens: readonly { path: string; content: ReactNode; index?: boolean }[] = [
  // SPEC §2: /admin and /admin/dashboard are the analytics dashboard.
  { path: '', index: true, content: <DashboardPage /> },
  { path: 'dashboard', content: <DashboardPage /> },
  { path: 'content', content: <ContentDashboardPage /> },
  { path: 'social-media', content: <SocialMediaPage /> },
  { path: 'social-accounts', content: <SocialAccountsPage /> },
  { path: 'episodes/*', content: <EpisodesPage /> },
  { path: 'articles/*', content: <ArticlesPage /> },
  { path: 'audience', content: <AudiencePage /> },
  { path: 'newsletters/*', content: <NewslettersPage /> },
  { path: 'email/*', content: <EmailPage /> },
  { path: 'legal-pages', content: <LegalPagesPage /> },
];

/** A path the back office does not have: titled as the server titled it. */
function AdminNotFound({ site }: { site: SiteConfig }) {
  useDocumentTitle(adminPageTitle(site, useLocation().pathname));
  return (
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
  );
}

/** The admin remote's route module (exposed as `admin/routes`), mounted by the shell under /admin/*. */
export default function AdminRoutes({ site }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path="login" element={<LoginPage site={site} />} />
      {guardedScreens.map(({ path, index, content }) => {
        const element = (
          <Guarded site={site}>
            {content}
          </Guarded>
        );
        return index ? <Route key="index" index element={element} /> : <Route key={path} path={path} element={element} />;
      })}
      <Route path="*" element={<AdminNotFound site={site} />} />
    </Routes>
  );
}
