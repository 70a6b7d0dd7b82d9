import type { ReactNode } from 'react';
import type { SiteConfig } from '@harmony/mf-config/remotes';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

/** Header, main landmark and footer shared by every public page. */
export function SiteLayout({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader productName={site.productName} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter productName={site.productName} />
    </div>
  );
}
