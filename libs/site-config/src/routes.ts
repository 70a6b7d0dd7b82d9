import { isSlugInUrl } from './slugs.js';

/**
 * The site's route manifest: which paths exist, which remote renders them, where aliases redirect and
 * what data each page's first screen shows. Read by the shell's router and bootstrap, the site
 * remote's router and pages, and the API (redirects, first-screen data, cache tags), so a path is
 * named once. Plain data and functions: both the server and the browser import it.
 *
 * Paths match as React Router matches them (SPEC §9): case-insensitive, a trailing slash allowed.
 */

/** The public pages and their React Router patterns. */
export const sitePaths = {
  home: '/',
  episodes: '/episodes',
  episode: '/episode/:id',
  blog: '/blog',
  article: '/blog/:slug',
  workshop: '/workshop',
  /** `?q=` the words searched. */
  search: '/search',
  /** The contact form on a page of its own (the home page's #contact section stays). */
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  /** Issue 27: the plain-language note on how downloads are counted, linked from the analytics dashboard. */
  downloadCounting: '/how-we-count-downloads',
  /** `?token=` from the confirmation email: the page confirms with a button, so a link scanner subscribes nobody. */
  newsletterConfirm: '/newsletter/confirm',
  /** `?token=` from a newsletter email (GET /api/newsletter/unsubscribe redirects here): it asks before it unsubscribes. */
  newsletterUnsubscribe: '/newsletter/unsubscribe',
} as const;

/**
 * The site's legal pages, by kind: their path is their kind, and the owner edits their text in the back
 * office (the blog context keeps it). The name is the page's h1 and the start of its title, and the
 * footer's link text (SPEC §2's Legal column says "Privacy Policy" and "Terms of Service").
 */
export const legalPageKinds = ['privacy', 'terms'] as const;
export type LegalPageKind = (typeof legalPageKinds)[number];
export const legalPageNames: Readonly<Record<LegalPageKind, string>> = { privacy: 'Privacy Policy', terms: 'Terms of Service' };
export const isLegalPageKind = (value: string): value is LegalPageKind => (legalPageKinds as readonly string[]).includes(value);

/** Everything under this path belongs to the back office (the admin remote). */
export const adminBasePath = '/admin';
export const adminLoginPath = '/admin/login';

/** The back office's screens (SPEC §2; the managers and audience lists are ours). All but the login need a session. */
export const adminPaths = {
  dashboard: '/admin/dashboard',
  content: '/admin/content',
  socialMedia: '/admin/social-media',
  episodes: '/admin/episodes',
  articles: '/admin/articles',
  audience: '/admin/audience',
  newsletters: '/admin/newsletters',
  // Issue 25: every message the site sends (one message at /admin/email/{id}).
  email: '/admin/email',
  legalPages: '/admin/legal-pages',
  // Issue 26: the connected social accounts that Publish Now and scheduled posts go out through.
  socialAccounts: '/admin/social-accounts',
  login: adminLoginPath,
} as const;

/** Where a sign-in lands when no guarded screen asked for it: the analytics dashboard, the back office's home (SPEC §2). */
export const adminLandingPath = adminBasePath;

/** Aliases, redirected by the server (no flash, no JavaScript needed) and by the shell's router alike. */
export const pathRedirects: Readonly<Record<string, string>> = {
  // SPEC §2: the owner's bookmark.
  '/podcast-manager-access': adminLoginPath,
};

/** An episode id as a path holds it. Anything else at /episode/… is no episode: SPEC §2 sends it home. */
export const isEpisodeId = (segment: string): boolean => /^\d+$/.test(segment);
/** Ids the catalogue can hold (a 32-bit integer): a longer one is looked up nowhere, and shows "not found". */
const STORABLE_EPISODE_ID = /^\d{1,9}$/;

export const episodePath = (id: number): string => `/episode/${id}`;
export const articlePath = (slug: string): string => `/blog/${slug}`;

/** The words the site search reads: GET /api/search answers 400 outside these lengths, and the search page says so. */
export const searchQueryLimits = { min: 2, max: 100 } as const;

/**
 * The words a search URL's `q` asks for, as the search page, the server's first screen and its page cache
 * all read them: trimmed, each run of whitespace one space (full-text search reads them alike).
 */
export const searchWordsOf = (q: string | null | undefined): string => (q ?? '').trim().replace(/\s+/g, ' ');

/** Words the API would search: neither too short nor too long. */
export const isSearchableQuery = (words: string): boolean => words.length >= searchQueryLimits.min && words.length <= searchQueryLimits.max;

export type SitePage =
  | { readonly page: 'home' | 'episodes' | 'blog' | 'workshop' | 'downloadCounting' | 'not-found' }
  | { readonly page: 'contact' }
  /** A subscriber's pages from an email: each reads its `?token=` in the browser, so one page per path. */
  | { readonly page: 'newsletter-confirm' | 'newsletter-unsubscribe' }
  /** A legal page: its kind is its path. */
  | { readonly page: LegalPageKind }
  /** `q`: the words searched (searchWordsOf), '' when none. */
  | { readonly page: 'search'; readonly q: string }
  | { readonly page: 'episode'; readonly id: number }
  /** The slug as the URL writes it: the page asks the API for exactly that. */
  | { readonly page: 'article'; readonly slug: string };

const trimTrailingSlashes = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** The back office's paths and its aliases belong to the admin remote; every other path to the site's. */
export function remoteOfPath(pathname: string): 'admin' | 'site' {
  const path = trimTrailingSlashes(pathname).toLowerCase();
  if (path === adminBasePath || path.startsWith(`${adminBasePath}/`)) return 'admin';
  return pathRedirects[path]?.startsWith(adminBasePath) ? 'admin' : 'site';
}

/**
 * Which site page a path shows (`not-found` for a path the site does not have). `search`, the URL's query
 * string, is read by the search page alone: every other page is the same whatever query a link carries.
 */
export function matchSitePath(pathname: string, search = ''): SitePage {
  const path = trimTrailingSlashes(pathname);
  const [first = '', second, ...rest] = path.slice(1).split('/');
  const section = first.toLowerCase();
  if (rest.length > 0) return { page: 'not-found' };
  if (second === undefined) {
    if (section === '') return { page: 'home' };
    if (section === 'episodes' || section === 'blog' || section === 'workshop') return { page: section };
    if (section === 'contact') return { page: section };
    if (section === 'how-we-count-downloads') return { page: 'downloadCounting' };
    if (section === 'search') return { page: section, q: searchWordsOf(new URLSearchParams(search).get('q')) };
    if (isLegalPageKind(section)) return { page: section };
    return { page: 'not-found' };
  }
  if (section === 'episode' && STORABLE_EPISODE_ID.test(second)) return { page: 'episode', id: Number(second) };
  if (section === 'blog' && isSlugInUrl(second)) return { page: 'article', slug: second };
  if (section === 'newsletter') {
    const action = second.toLowerCase();
    if (action === 'confirm' || action === 'unsubscribe') return { page: `newsletter-${action}` };
  }
  return { page: 'not-found' };
}

/** Where the server and the router send a path instead of showing it, or null. */
export function redirectOf(pathname: string): string | null {
  const path = trimTrailingSlashes(pathname).toLowerCase();
  const alias = pathRedirects[path];
  if (alias) return alias;
  const episode = /^\/episode\/([^/]+)$/.exec(path)?.[1];
  return episode !== undefined && !isEpisodeId(episode) ? sitePaths.home : null;
}

/**
 * How many of the newest episodes the home page's "LATEST EPISODES" grid shows: SPEC §2 and §9 give it
 * 3 placeholders, one row of the large grid, so the cards take the placeholders' place without a jump.
 */
export const latestEpisodeCount = 3;

/** A query a first screen shows, named by the RTK Query endpoint that fetches it (@harmony/web-api). */
export type FirstScreenQuery =
  | { readonly endpoint: 'getEpisodes' | 'getFeaturedBlogArticles' | 'getBlogArticles' }
  /** The newest `arg` public episodes (GET /api/episodes?limit=). */
  | { readonly endpoint: 'getLatestEpisodes'; readonly arg: number }
  | { readonly endpoint: 'getEpisode'; readonly arg: number }
  | { readonly endpoint: 'getBlogArticle'; readonly arg: string }
  | { readonly endpoint: 'getLegalPage'; readonly arg: LegalPageKind }
  /** The site search's best results for the words (the API's default limit). */
  | { readonly endpoint: 'searchSite'; readonly arg: string };

/** The data a page's first screen shows: the server reads it and inlines it into the page. */
export function firstScreenOf(page: SitePage): FirstScreenQuery[] {
  switch (page.page) {
    case 'home':
      return [{ endpoint: 'getLatestEpisodes', arg: latestEpisodeCount }];
    case 'episodes':
      return [{ endpoint: 'getEpisodes' }];
    case 'episode':
      return [{ endpoint: 'getEpisode', arg: page.id }];
    case 'blog':
      return [{ endpoint: 'getFeaturedBlogArticles' }, { endpoint: 'getBlogArticles' }];
    case 'article':
      // The article, and the list its "more articles" band picks from.
      return [{ endpoint: 'getBlogArticle', arg: page.slug }, { endpoint: 'getBlogArticles' }];
    case 'search':
      // No words, or words the API would refuse: the page shows its empty state or says why, with no data.
      return isSearchableQuery(page.q) ? [{ endpoint: 'searchSite', arg: page.q }] : [];
    case 'privacy':
    case 'terms':
      return [{ endpoint: 'getLegalPage', arg: page.page }];
    case 'workshop':
    case 'downloadCounting':
    case 'contact':
    case 'newsletter-confirm':
    case 'newsletter-unsubscribe':
    case 'not-found':
      return [];
  }
}
