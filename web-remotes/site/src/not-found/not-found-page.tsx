import { Link } from '@harmony/mf-config/router';
import { NotFound } from '@harmony/ui';
import type { SiteConfig } from '@harmony/mf-config/remotes';
import { SiteLayout } from '../layout/site-layout.js';

export function NotFoundPage({ site }: { site: SiteConfig }) {
  return (
    <SiteLayout site={site}>
      <NotFound
        renderLink={({ href, className, children }) => (
          <Link to={href} className={className}>
            {children}
          </Link>
        )}
      />
    </SiteLayout>
  );
}
