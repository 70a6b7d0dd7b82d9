import { summary } from './plain-text.js';
import { adminBasePath, adminPaths, legalPageNames, type SitePage } from './routes.js';
import { pageTitle, type SiteConfig } from './site-config.js';

/**
 * The pages a title is written for: every site page kind, where an episode and an article are named
 * by their title (read with their data) instead of their id or slug.
 */
export type TitledPage = Exclude<SitePage, { readonly page: 'episode' | 'article' }> | { readonly page: 'episode' | 'article'; readonly title: string };

/** How many characters of the searched words a title repeats. */
const SEARCH_WORDS_IN_TITLE = 60;

/**
 * Each public page's `<title>`: the server writes it into the page (share-previews.ts, with its Open
 * Graph and Twitter titles) and the site sets it again on every client-side navigation, so one text
 * reaches crawlers, link previews and the browser tab alike.
 */
export function sitePageTitle(site: Pick<SiteConfig, 'productName'>, page: TitledPage): string {
  const product = site.productName;
  switch (page.page) {
    case 'home':
      return pageTitle(site);
    case 'episodes':
      return `Episodes | ${product} Podcast`;
    case 'episode':
      return `${page.title} | ${product} Podcast`;
    case 'blog':
      return `Blog | ${product}`;
    case 'article':
      return `${page.title} | ${product} Blog`;
    case 'workshop':
      return `Workshop | ${product}`;
    case 'contact':
      return `Contact | ${product}`;
    case 'downloadCounting':
      return `How we count downloads | ${product}`;
    case 'newsletter-confirm':
      return `Confirm your subscription | ${product}`;
    case 'newsletter-unsubscribe':
      return `Unsubscribe | ${product}`;
    case 'privacy':
    case 'terms':
      return `${legalPageNames[page.page]} | ${product}`;
    case 'search':
      return page.q ? `Search results for “${summary(page.q, SEARCH_WORDS_IN_TITLE)}” | ${product}` : `Search | ${product}`;
    case 'not-found':
      // SPEC §2: the not-found page is titled "404 Page Not Found".
      return `404 Page Not Found | ${product}`;
  }
}

/** The back office's screens by name: each guarded screen's h1, and the start of every screen's title. */
export const adminScreenNames = {
  dashboard: 'Analytics Dashboard',
  content: 'Content Management',
  socialMedia: 'Social Media',
  episodes: 'Episodes',
  articles: 'Articles',
  audience: 'Audience',
  newsletters: 'Newsletters',
  email: 'Email',
  legalPages: 'Legal Pages',
  // Issue 26's own words (sentence case, as CONTRACT-26 writes the h1 and the nav entry).
  socialAccounts: 'Social accounts',
  // Its h1 says "Admin Login" (SPEC); the title names the back office already.
  login: 'Login',
  notFound: '404 Page Not Found',
} as const satisfies Record<keyof typeof adminPaths | 'notFound', string>;

/** Screens with pages of their own under their path (the managers' editors: /admin/episodes/12; one message: /admin/email/42). */
const screensWithSubpaths: readonly (keyof typeof adminPaths)[] = ['episodes', 'articles', 'newsletters', 'email'];

/**
 * Which back-office screen a path shows, by name, as the admin remote's router matches it
 * (case-insensitive, a trailing slash allowed): `/admin` is the analytics dashboard (SPEC §2).
 */
export function adminScreenNameOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === adminBasePath) return adminScreenNames.dashboard;
  for (const [screen, screenPath] of Object.entries(adminPaths) as [keyof typeof adminPaths, string][]) {
    if (path === screenPath || (screensWithSubpaths.includes(screen) && path.startsWith(`${screenPath}/`))) return adminScreenNames[screen];
  }
  return adminScreenNames.notFound;
}

/** A back-office screen's `<title>` ("Episodes | Admin | Money Together"), written by the server and set by the admin remote. */
export function adminPageTitle(site: Pick<SiteConfig, 'productName'>, pathname: string): string {
  return `${adminScreenNameOf(pathname)} | Admin | ${site.productName}`;
}
