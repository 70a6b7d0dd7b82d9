import { adminBasePath, adminLandingPath, adminLoginPath } from '@harmony/site-config';

/**
 * SPEC §4: a guarded screen visited without a session sends the visitor to the login, which returns to
 * it. The screen travels in the login's address (`/admin/login?next=/admin/episodes`): it survives a
 * reload of the login, stays with its tab, and a link to the login can name where it leads.
 */
export const nextParam = 'next';

/** The login's address that returns to `path` (the pathname, query and hash of the screen asked for). */
export function loginPathFor(path: string): string {
  return `${adminLoginPath}?${new URLSearchParams({ [nextParam]: path }).toString()}`;
}

// Only the path of a URL on this origin is ever followed: any origin will do, as long as it is ours alone.
const thisSite = 'https://this-site.invalid';

/**
 * Where a sign-in goes: the login's `next` if it is a back-office screen of this site (never another
 * site, however written: `https://…`, `//…`, `/\…`; never the login itself), else the analytics
 * dashboard (`/admin`). The path is followed as the browser's URL parser reads it, never as written.
 */
export function landingAfterSignIn(next: string | null): string {
  if (!next?.startsWith('/')) return adminLandingPath;
  let url: URL;
  try {
    url = new URL(next, thisSite);
  } catch {
    return adminLandingPath;
  }
  if (url.origin !== thisSite) return adminLandingPath;
  const pathname = url.pathname.replace(/\/+$/, '').toLowerCase();
  const inBackOffice = pathname === adminBasePath || pathname.startsWith(`${adminBasePath}/`);
  if (!inBackOffice || pathname === adminLoginPath) return adminLandingPath;
  return `${url.pathname}${url.search}${url.hash}`;
}
