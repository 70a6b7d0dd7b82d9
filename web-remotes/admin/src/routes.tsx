import { Link, Route, Routes } from '@harmony/mf-config/router';
import { NotFound } from '@harmony/ui';
import type { RemoteRoutesProps } from '@harmony/mf-config/remotes';
import { LoginPage } from './login/login-page.js';
import './styles.css';

/** The admin remote's route module (exposed as `admin/routes`), mounted by the shell under /admin/*. */
export default function AdminRoutes({ site }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path="login" element={<LoginPage site={site} />} />
      <Route
        path="*"
        element={
          <main id="main">
            <NotFound
              homeHref="/admin/login"
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
