import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

/** Header, main landmark and footer shared by every public page; `pt-16` clears the fixed header. */
export function SiteLayout({ children }: { children: ReactNode }) {
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
