import { adminBasePath, adminLandingPath, adminLoginPath } from '@harmony/site-config';

// SPEC §4: a guarded screen visited without a session is remembered, and the login returns to it.
// Per tab (sessionStorage): another tab's detour must not redirect this one.
const storageKey = 'harmony.admin.intendedPath';

/** Remembers the back-office path a visitor without a session asked for. */
export function saveIntendedPath(path: string): void {
  try {
    sessionStorage.setItem(storageKey, path);
  } catch {
    // Storage can be unavailable (private modes): the login then lands on the default screen.
  }
}

/**
 * Where a sign-in goes: the remembered path, once, if it is a back-office screen (never another
 * site, never the login itself), else the content dashboard (SPEC §4).
 */
export function takeIntendedPath(): string {
  let saved: string | null = null;
  try {
    saved = sessionStorage.getItem(storageKey);
    sessionStorage.removeItem(storageKey);
  } catch {
    saved = null;
  }
  if (!saved) return adminLandingPath;
  const pathname = saved.split(/[?#]/)[0].toLowerCase();
  const inBackOffice = pathname === adminBasePath || pathname.startsWith(`${adminBasePath}/`);
  const isLogin = pathname.replace(/\/+$/, '') === adminLoginPath;
  return inBackOffice && !isLogin && !saved.startsWith('//') ? saved : adminLandingPath;
}
