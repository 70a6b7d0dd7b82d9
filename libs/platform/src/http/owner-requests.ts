import type { IncomingMessage } from 'node:http';
import { DomainError } from '../domain/domain-error.js';
import { carriesBody } from './request-hygiene.js';

// What a back-office request must show besides the owner's session. The session cookie is
// SameSite=Strict, so no other *site* makes a browser send it; these checks close what that leaves open:
// a page of the same site on another origin (a sibling subdomain, another port: `same-site`), a browser
// that ignores SameSite, and a form, which any page can post without asking (CORS lets it through).
//
// A request with neither Origin nor Sec-Fetch-Site is let through. Every browser that sends neither on
// a POST predates SameSite or was released with it (Sec-Fetch-Site since Chrome 76, Firefox 90, Safari
// 16.4; Origin on every cross-origin POST since long before), so it either withholds the cookie from
// another site's request or sends it with an Origin. What else sends neither is not a browser (curl, a
// script, another server): it has no ambient cookie to be tricked into sending, only the one it was given.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sec-Fetch-Site values of a request from the target's own origin, or one the person made (a bookmark, the address bar). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** A state-changing back-office request sent from a page of another origin. */
export class ForeignOrigin extends DomainError {
  readonly code = 'foreign-origin';
  readonly kind = 'forbidden' as const;

  constructor(from: string) {
    super(`This back-office request was sent from ${from}: changes are only accepted from the back office's own pages.`);
  }
}

/** A URL-encoded form sent to a back-office route, where only JSON (and uploads as multipart) are the contract. */
export class FormToOwnerRoute extends DomainError {
  readonly code = 'unsupported-media-type';
  readonly kind = 'unsupported-type' as const;

  constructor() {
    super('The back office reads JSON (application/json), and files as multipart/form-data: a URL-encoded form is refused, as any page could send one.');
  }
}

const mediaTypeOf = (request: Pick<IncomingMessage, 'headers'>): string => (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

const hostOf = (origin: string): string | null => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

/**
 * Where a state-changing request was sent from, when that is another origin; null when it is the
 * site's own, or unknown (see above), or the request changes nothing.
 *
 * Sec-Fetch-Site, set by the browser and beyond a page's reach, decides where it is sent. Otherwise the
 * Origin must be `publicOrigin` (PUBLIC_URL's: behind a proxy that rewrites the Host) or have the host the
 * request was sent to (its Host header; the scheme is not compared, since a TLS proxy forwards https as http).
 */
export function foreignOriginOf(request: Pick<IncomingMessage, 'method' | 'headers'>, publicOrigin: string | null): string | null {
  if (!STATE_CHANGING.has(request.method ?? '')) return null;
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (typeof fetchSite === 'string') return OWN_FETCH_SITES.has(fetchSite.toLowerCase()) ? null : `a ${fetchSite} page${origin ? ` (${origin})` : ''}`;
  if (origin === undefined) return null;
  if (origin === publicOrigin) return null;
  const host = request.headers.host;
  return host !== undefined && hostOf(origin) === host.toLowerCase() ? null : `another origin (${origin})`;
}

/** Whether the request's body is a URL-encoded form: what a page of any site can post without asking. */
export const sendsUrlEncodedForm = (request: Pick<IncomingMessage, 'headers'>): boolean => carriesBody(request) && mediaTypeOf(request) === 'application/x-www-form-urlencoded';
