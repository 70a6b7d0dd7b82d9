import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from '@harmony/mf-config/router';
import { Button, LoadError } from '@harmony/ui';
import { isApiUnauthorized, type RootState } from '@harmony/web-api';
import { loginPathFor } from './sign-in-return.js';
import { useGetSessionQuery } from './session-api.js';
import { clearSigningOut, isSigningOut } from './sign-out-in-progress.js';

type CacheEntry = { endpointName?: string; status?: string; error?: unknown } | undefined;

const answered401 = (entry: CacheEntry): boolean => entry?.status === 'rejected' && entry.endpointName !== 'login' && isApiUnauthorized(entry.error);

/** Whether any call of the back office was refused for want of a session (it expired, or was ended elsewhere). */
const selectSessionRefused = (state: RootState): boolean =>
  Object.values(state.api.queries).some((entry) => answered401(entry as CacheEntry)) || Object.values(state.api.mutations).some((entry) => answered401(entry as CacheEntry));

/**
 * Every back-office screen sits behind this (ARCHITECTURE §7: all of them, not only SPEC's
 * /admin/content). It asks the server whether this browser is signed in; without a session it
 * sends the visitor to the login, naming the path to return to (SPEC §4). The server still refuses every
 * admin call itself: when one answers 401 the session is asked again, and the screen goes too.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useGetSessionQuery();
  const sessionRefused = useSelector(selectSessionRefused);
  const { refetch } = session;

  useEffect(() => {
    if (sessionRefused) void refetch();
  }, [sessionRefused, refetch]);
  useEffect(() => {
    return clearSigningOut;
  }, []);

  // Signing out: the destination is on its way; neither redirect to the login nor remember this path.
  if (session.data?.authenticated === false && isSigningOut()) return null;
  if (session.data?.authenticated === false) return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  if (session.data?.authenticated) return children;
  if (session.isError) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16">
        <LoadError>We could not check your session. Please try again.</LoadError>
        <Button className="mt-4" onClick={() => void refetch()}>
          Try again
        </Button>
      </main>
    );
  }
  return (
    <main id="main" aria-busy="true" className="min-h-screen">
      <p role="status" className="sr-only">
        Checking your session…
      </p>
    </main>
  );
}
