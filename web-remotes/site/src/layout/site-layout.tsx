import type { ReactNode } from 'react';
import { sitePageTitle, type TitledPage } from '@harmony/site-config';
import { useDocumentTitle } from '@harmony/ui';
import { useSiteConfig } from '../site-config.js';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

export interface SiteLayoutProps {
  /** Which page this is, for its title (the one the server wrote, sitePageTitle); null while its subject loads. */
  page: TitledPage | null;
  children: ReactNode;
}

/** Header, main landmark and footer shared by every public page; `pt-16` clears the fixed header. */
export function SiteLayout({ page, children }: SiteLayoutProps) {
  const site = useSiteConfig();
  useDocumentTitle(page ? sitePageTitle(site, page) : undefined);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SiteHeader />
      <main id="main" className="flex-1 pt-16">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
