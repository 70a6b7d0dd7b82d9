import { Link } from '@harmony/mf-config/router';
import { NotFound } from '@harmony/ui';
import { SiteLayout } from '../layout/index.js';

export function NotFoundPage() {
  return (
    <SiteLayout page={{ page: 'not-found' }}>
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
