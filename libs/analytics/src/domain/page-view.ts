import { isbot } from 'isbot';
import { FieldChecks } from '@harmony/platform/domain';
import { campaignOf, referrerKindOf, type Campaign, type ReferrerKind } from './traffic-source.js';

/** The code of the InvalidInput a page view that cannot be counted throws. */
export const INVALID_PAGE_VIEW = 'invalid-page-view';
export const MAX_PAGE_PATH_LENGTH = 512;

/**
 * A page view reduced to what may be kept (ARCHITECTURE §7): the page as a path of this site, and the
 * site the visitor came from as a host name, null when they came directly (or from this site); from the
 * page's query string only its campaign tags (issue 27), the rest dropped.
 */
export interface PageView extends Campaign {
  /** The path: no query string, no fragment. */
  readonly pageUrl: string;
  readonly referrer: string | null;
  /** The referring site's kind (traffic-source.ts's table), `direct` for none. */
  readonly referrerKind: ReferrerKind;
  /** The campaign's source (`utm_source`, `ref`, `source`), else the referring site's host; null: direct, untagged. */
  readonly source: string | null;
}

export interface PageViewReport {
  readonly pageUrl: string;
  /** What the browser gives as `document.referrer`: an address, or empty. */
  readonly referrer?: string | null;
}

// A path of this site: one leading "/" (two would name another host), no backslash (browsers read it as
// "/"), no whitespace. What the beacon sends is `location.pathname + location.search`, already encoded.
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** "www.Example.com." and "example.com" are one site. */
const siteName = (hostname: string): string => hostname.toLowerCase().replace(/\.$/, '').replace(/^www\./, '');

/** Where the query or the fragment starts, else the end. */
const pathEnd = (pageUrl: string): number => {
  const query = pageUrl.indexOf('?');
  const fragment = pageUrl.indexOf('#');
  return Math.min(query < 0 ? pageUrl.length : query, fragment < 0 ? pageUrl.length : fragment);
};

/** The address without its query and fragment: they carry search terms, e-mail addresses, tokens. */
const withoutQuery = (pageUrl: string): string => pageUrl.slice(0, pathEnd(pageUrl));

/** "/episodes/" and "/episodes" are one page. */
const withoutTrailingSlash = (path: string): string => path.replace(/(?<=.)\/+$/, '');

const parseAddress = (raw: string): URL | null => {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
};

/**
 * The referring site's name, or null for none: an empty referrer, an address without a host
 * (`about:blank`), or a page of this site (`siteHost`, the host the visitor asked for).
 */
const referringSite = (address: URL | null, siteHost: string): string | null => {
  const name = address ? siteName(address.hostname) : '';
  return name && name !== siteName(siteHost.replace(/:\d+$/, '')) ? name : null;
};

/** Validates and reduces a beacon's report; throws an InvalidInput (INVALID_PAGE_VIEW) naming each bad field. */
export function pageView(report: PageViewReport, siteHost: string): PageView {
  const path = withoutQuery(report.pageUrl);
  const rawReferrer = report.referrer?.trim() ?? '';
  const address = rawReferrer ? parseAddress(rawReferrer) : null;
  new FieldChecks(INVALID_PAGE_VIEW)
    .require(report.pageUrl.length > 0, 'pageUrl', 'The page address is required')
    .require(SITE_PATH.test(path), 'pageUrl', 'The page address must be a path of this site, starting with "/"')
    .require(path.length <= MAX_PAGE_PATH_LENGTH, 'pageUrl', `The page path must be at most ${MAX_PAGE_PATH_LENGTH} characters`)
    .require(!rawReferrer || address !== null, 'referrer', 'The referrer must be an address (a URL) or empty')
    .throwIfAny();
  const referrer = referringSite(address, siteHost);
  const campaign = campaignOf(report.pageUrl);
  return { pageUrl: withoutTrailingSlash(path), referrer, referrerKind: referrerKindOf(referrer), ...campaign, source: campaign.source ?? referrer };
}

/** Crawlers, link previews, monitors and scripts are not visitors; neither is a client that names no browser. */
export const countsAsVisit = (userAgent: string): boolean => userAgent.trim().length > 0 && !isbot(userAgent);
