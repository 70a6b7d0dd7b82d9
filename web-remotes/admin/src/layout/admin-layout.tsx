import type { ReactNode } from 'react';
import { LogOut, Menu, X } from 'lucide-react';
import { Link, useLocation } from '@harmony/mf-config/router';
import { adminLandingPath, adminPageTitle, adminScreenNameOf, type SiteConfig } from '@harmony/site-config';
import { focusRing, ThemeSwitch, useDisclosure, useDocumentTitle } from '@harmony/ui';
import { useSignOut } from '../session/index.js';
import { adminScreens } from './admin-nav.js';

const navLink = `block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-emerald-900 aria-[current=page]:bg-emerald-50 aria-[current=page]:text-emerald-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-emerald-200 dark:aria-[current=page]:bg-emerald-950 dark:aria-[current=page]:text-emerald-200 ${focusRing}`;

export interface AdminLayoutProps {
  /** The brand: its product name is shown beside the back office's name and ends every title. */
  site: Pick<SiteConfig, 'productName'>;
  children: ReactNode;
}

/**
 * The frame of every back-office screen: the navigation (SPEC "Analytics dashboard" nav bar: the
 * screens, Back to Website, Logout), a menu button on phones, and the screen under an h1.
 * The screen's name (its h1, its title and its link marked current) is the route manifest's for the path,
 * the one the server titled the page with (adminScreenNameOf), so /admin and /admin/dashboard are one screen.
 * Its Logout ends the server session and goes to the website, as SPEC's nav logout reloads to /.
 */
export function AdminLayout({ site, children }: AdminLayoutProps) {
  const { open, close, toggleProps } = useDisclosure('admin-menu');
  const { signOut, signingOut } = useSignOut('/');
  const { pathname } = useLocation();
  const screenName = adminScreenNameOf(pathname);
  useDocumentTitle(adminPageTitle(site, pathname));

  const links = (
    <>
      {adminScreens.map(({ path, label }) => (
        <li key={path}>
          <Link to={path} onClick={close} aria-current={label === screenName ? 'page' : undefined} className={navLink}>
            {label}
          </Link>
        </li>
      ))}
      <li>
        <Link to="/" className={navLink}>
          Back to Website
        </Link>
      </li>
      <li>
        <button type="button" onClick={() => void signOut()} disabled={signingOut} className={`flex w-full items-center gap-2 text-left ${navLink}`}>
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </button>
      </li>
    </>
  );

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-50">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4">
          <Link to={adminLandingPath} className={`truncate rounded-md font-bold text-emerald-900 dark:text-emerald-300 ${focusRing}`}>
            {site.productName} <span className="font-medium text-slate-600 dark:text-slate-300">admin</span>
          </Link>
          <div className="flex items-center gap-2">
            <ThemeSwitch />
            <button
              type="button"
              aria-label={open ? 'Close menu' : 'Open menu'}
              {...toggleProps}
              className={`inline-flex size-10 items-center justify-center rounded-md hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800 ${focusRing}`}
            >
              {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            </button>
          </div>
        </div>
        <nav aria-label="Admin" className="hidden border-t border-slate-200 lg:block dark:border-slate-800">
          <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2">{links}</ul>
        </nav>
        <nav id="admin-menu" aria-label="Admin menu" hidden={!open} className="border-t border-slate-200 lg:hidden dark:border-slate-800">
          <ul className="flex flex-col gap-1 px-4 py-3">{links}</ul>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{screenName}</h1>
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
