import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '@harmony/mf-config/router';
import { adminBasePath } from '@harmony/site-config';

/** Where page views go (the analytics context, libs/analytics). */
export const pageViewEndpoint = '/api/analytics/pageview';

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** Do-Not-Track or Global Privacy Control set: the visitor asked not to be counted, so nothing is sent. */
export function visitorOptedOut(navigatorLike: PrivacySignals = navigator as Navigator & PrivacySignals, windowLike: { doNotTrack?: string | null } = window as Window & { doNotTrack?: string | null }): boolean {
  return navigatorLike.globalPrivacyControl === true || navigatorLike.doNotTrack === '1' || windowLike.doNotTrack === '1';
}

/**
 * Sends one page view: fire-and-forget, surviving the page's unload like a beacon does, and
 * without cookies (`navigator.sendBeacon` always sends the page's cookies, the session's too).
 */
export function sendPageView(pageUrl: string, referrer: string): void {
  void fetch(pageViewEndpoint, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageUrl, referrer }),
  }).catch(() => undefined);
}

/**
 * Counts a page view on every route change of the public site (ARCHITECTURE §8): the first with the
 * page's referrer and its query string (where campaign tags arrive: the API keeps utm_source, utm_medium,
 * utm_campaign, ref and source, and drops the rest), later ones (moves inside the site) with neither.
 * The back office is not counted.
 * It wraps the app rather than sitting beside it: a sibling would fork the tree and change every
 * `useId` under it from the prerendered markup's (see RemoteReady in remote-routes.tsx).
 */
export function PageViews({ children, send = sendPageView }: { children: ReactNode; send?: typeof sendPageView }) {
  const { pathname, search } = useLocation();
  const lastCounted = useRef<string | null>(null);

  useEffect(() => {
    if (lastCounted.current === pathname) return;
    const firstView = lastCounted.current === null;
    lastCounted.current = pathname;
    const lowerPath = pathname.toLowerCase();
    if (lowerPath === adminBasePath || lowerPath.startsWith(`${adminBasePath}/`) || visitorOptedOut()) return;
    send(firstView ? pathname + search : pathname, firstView ? document.referrer : '');
    // The query string counts on the first view only: a change of it alone is no new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, send]);
  return children;
}
