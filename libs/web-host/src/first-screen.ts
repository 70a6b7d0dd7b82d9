import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { firstScreenOf, isSearchableQuery, matchSitePath, searchQueryLimits, type FirstScreenQuery, type LegalPageKind, type SiteConfig, type SitePage } from '@harmony/site-config';
import { collectionTag, itemTag } from '@harmony/platform/domain';
import { EPISODE_AGGREGATE } from '@harmony/episode';
import { ARTICLE_AGGREGATE, LEGAL_PAGE_AGGREGATE } from '@harmony/blog';
import type { SearchResponse } from './search/search.response.js';
import type { InlinedQuery } from './page-types.js';

/**
 * A record as the API answers it (GET /api/episodes*, /api/blog-articles*): what the shell's cache would
 * hold. The fields named are those the page's head reads (share-previews.ts).
 */
export interface EpisodeJson {
  readonly id: number;
  readonly number: number;
  readonly title: string;
  readonly descriptionHtml: string;
  readonly audioUrl: string;
  readonly imageUrl: string;
  readonly duration: string;
  readonly publishedAt: string;
}
export interface ArticleJson {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly publishedAt: string;
  readonly updatedAt: string;
}

export interface EpisodeReads {
  /** The newest `limit` public episodes, as GET /api/episodes?limit= answers them. */
  latest(limit: number): Promise<EpisodeJson[]>;
  list(): Promise<EpisodeJson[]>;
  /** null when there is no such episode. */
  one(id: number): Promise<EpisodeJson | null>;
}

export interface ArticleReads {
  featured(): Promise<ArticleJson[]>;
  list(): Promise<ArticleJson[]>;
  /** null when no published article has this slug. */
  one(slug: string): Promise<ArticleJson | null>;
}

/** A legal page as GET /api/legal-pages/{kind} answers it (the owner's text, else the default). */
export interface LegalPageJson {
  readonly kind: LegalPageKind;
  readonly title: string;
  readonly contentHtml: string;
  readonly updatedAt: string | null;
}
export type LegalPageReads = (kind: LegalPageKind) => Promise<LegalPageJson>;

/** The site search as GET /api/search answers it (SiteSearch, with the endpoint's default limit). */
export type SearchReads = (words: string) => Promise<SearchResponse>;

/**
 * The URL a page is rendered, cached and tagged for: its path, and on the search page the words searched
 * (searchWordsOf: trimmed, whitespace collapsed). Any other query string (`?utm_source=`, `?fbclid=`)
 * changes nothing on a page, so it is dropped: one page per path, however a link was shared.
 */
export function pageUrlOf(pathname: string, search: string): string {
  const page = matchSitePath(pathname, search);
  return page.page === 'search' && page.q !== '' ? `${pathname}?${new URLSearchParams({ q: page.q }).toString()}` : pathname;
}

/** The page a URL from pageUrlOf shows. */
export function sitePageOf(pageUrl: string): SitePage {
  const query = pageUrl.indexOf('?');
  return query === -1 ? matchSitePath(pageUrl) : matchSitePath(pageUrl.slice(0, query), pageUrl.slice(query));
}

/**
 * Whether a page may be kept in the read cache: a search longer than the API reads shows only "at most
 * 100 characters" (and the words in its field), so it is rendered each time rather than filling the
 * cache with keys of any length.
 */
export function isKeptPage(pageUrl: string): boolean {
  const page = sitePageOf(pageUrl);
  return page.page !== 'search' || page.q.length <= searchQueryLimits.max;
}

/** What a page's first screen shows, as read for it. */
export interface FirstScreen {
  readonly queries: InlinedQuery[];
  /** false when the data could not be read in time: the page is then sent without it, and not kept. */
  readonly complete: boolean;
  /**
   * true when the path shows nothing public: the route manifest has no such page, or the episode or
   * article it names is not public (unknown, scheduled, a draft). The page is then a 404.
   */
  readonly missing: boolean;
}

/** Which data the first screen of a path shows, read straight from the use cases (no HTTP round trip). */
export type FirstScreenQueries = (pageUrl: string) => Promise<FirstScreen>;

/** Whether the route manifest resolves the path to no site page at all (its data aside). */
export const isUnknownPage = (pageUrl: string): boolean => sitePageOf(pageUrl).page === 'not-found';

/**
 * The data each site page's first screen needs (the route manifest's `firstScreenOf`), read straight from
 * the use cases and keyed by the RTK Query endpoint that would fetch it (libs/web-api/src/first-screen.ts
 * seeds them). An unknown path inlines nothing; an unknown episode or article inlines only the rest, and
 * both are `missing`. A slow database inlines nothing (and cannot tell what is missing): the screen then
 * fetches its data itself. The search page inlines exactly what GET /api/search answers for its words.
 */
export function firstScreenQueries(reads: { episodes: EpisodeReads; articles: ArticleReads; search: SearchReads; legalPages: LegalPageReads }, timeoutMs = 400): FirstScreenQueries {
  const read = async (query: FirstScreenQuery): Promise<InlinedQuery | null> => {
    switch (query.endpoint) {
      case 'getLatestEpisodes':
        return { endpoint: query.endpoint, arg: query.arg, data: await reads.episodes.latest(query.arg) };
      case 'getEpisodes':
        return { endpoint: query.endpoint, data: await reads.episodes.list() };
      case 'getEpisode': {
        const episode = await reads.episodes.one(query.arg);
        return episode && { endpoint: query.endpoint, arg: query.arg, data: episode };
      }
      case 'getFeaturedBlogArticles':
        return { endpoint: query.endpoint, data: await reads.articles.featured() };
      case 'getBlogArticles':
        return { endpoint: query.endpoint, data: await reads.articles.list() };
      case 'getBlogArticle': {
        const article = await reads.articles.one(query.arg);
        return article && { endpoint: query.endpoint, arg: query.arg, data: article };
      }
      case 'searchSite':
        return { endpoint: query.endpoint, arg: query.arg, data: await reads.search(query.arg) };
      case 'getLegalPage':
        return { endpoint: query.endpoint, arg: query.arg, data: await reads.legalPages(query.arg) };
    }
  };
  const firstScreenFor = async (pageUrl: string): Promise<FirstScreen> => {
    const found = await Promise.all(firstScreenOf(sitePageOf(pageUrl)).map(read));
    const queries = found.filter((query): query is InlinedQuery => query !== null);
    // Only the page's own subject (the episode, the article) reads as null: what the page is about is not public.
    return { queries, complete: true, missing: isUnknownPage(pageUrl) || queries.length < found.length };
  };
  const incomplete: FirstScreen = { queries: [], complete: false, missing: false };
  return async (pageUrl) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<typeof incomplete>((resolve) => {
      timer = setTimeout(() => resolve(incomplete), timeoutMs);
    });
    try {
      // The page must not wait for a slow database: without inlined data the screen fetches it itself.
      const read = firstScreenFor(pageUrl).catch(() => incomplete);
      return await Promise.race([read, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * What a page's answer depends on, for the read cache: the lists and items its first screen shows.
 * Other pages (the workshop, not-found, the admin shell, a search without words) depend on no content.
 */
export function pageTags(pageUrl: string): string[] {
  const page = sitePageOf(pageUrl);
  switch (page.page) {
    case 'home':
    case 'episodes':
      return [collectionTag(EPISODE_AGGREGATE)];
    case 'blog':
      return [collectionTag(ARTICLE_AGGREGATE)];
    case 'episode':
      return [itemTag(EPISODE_AGGREGATE, page.id)];
    case 'privacy':
    case 'terms':
      return [itemTag(LEGAL_PAGE_AGGREGATE, page.page)];
    case 'article':
      return [itemTag(ARTICLE_AGGREGATE, page.slug), collectionTag(ARTICLE_AGGREGATE)];
    case 'search':
      // Results can change with any episode or article. The collection tags are enough, so results pages are
      // kept like the lists: every write publishes its aggregate (a change naming items drops the
      // collection's answers too: PublicReadCache.invalidate), and scheduled content expires by aggregate.
      return isSearchableQuery(page.q) ? [collectionTag(EPISODE_AGGREGATE), collectionTag(ARTICLE_AGGREGATE)] : [];
    default:
      return [];
  }
}

/** What web-remotes/site/src/prerender.tsx exports (built to dist/server/prerender.cjs). */
export interface SitePrerenderer {
  renderSitePage(site: SiteConfig, url: string, queries: readonly InlinedQuery[]): Promise<string>;
}

export const prerendererFile = (siteDir: string): string => path.join(siteDir, 'server', 'prerender.cjs');

/** Loads the site's server-side renderer once; null when the site was built without it. */
export function loadSitePrerenderer(siteDir: string): SitePrerenderer | null {
  const file = prerendererFile(siteDir);
  if (!existsSync(file)) return null;
  try {
    const loaded = createRequire(import.meta.url)(file) as Partial<SitePrerenderer>;
    return typeof loaded.renderSitePage === 'function' ? (loaded as SitePrerenderer) : null;
  } catch (error) {
    console.warn(`The site's prerenderer (${file}) could not be loaded; pages are served without first-screen markup.`, error);
    return null;
  }
}
