import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { firstScreenOf, matchSitePath, type FirstScreenQuery, type SiteConfig } from '@harmony/site-config';
import { collectionTag, itemTag } from '@harmony/platform/domain';
import { EPISODE_AGGREGATE } from '@harmony/episode';
import { ARTICLE_AGGREGATE } from '@harmony/blog';
import type { InlinedQuery } from './page-template.js';

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
  featured(): Promise<EpisodeJson[]>;
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

/**
 * Which data the first screen of a path shows, read straight from the use cases (no HTTP round trip).
 * `complete` is false when the data could not be read in time: the page is then sent without it, and not kept.
 */
export type FirstScreenQueries = (pathname: string) => Promise<{ readonly queries: InlinedQuery[]; readonly complete: boolean }>;

/**
 * The data each site page's first screen needs (the route manifest's `firstScreenOf`), read straight from
 * the use cases and keyed by the RTK Query endpoint that would fetch it (libs/web-api/src/first-screen.ts
 * seeds them). An unknown path inlines nothing; an unknown episode or article inlines only the rest. A
 * slow database inlines nothing: the screen then fetches its data itself.
 */
export function firstScreenQueries(reads: { episodes: EpisodeReads; articles: ArticleReads }, timeoutMs = 400): FirstScreenQueries {
  const read = async (query: FirstScreenQuery): Promise<InlinedQuery | null> => {
    switch (query.endpoint) {
      case 'getFeaturedEpisodes':
        return { endpoint: query.endpoint, data: await reads.episodes.featured() };
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
    }
  };
  const queriesFor = async (pathname: string): Promise<InlinedQuery[]> => {
    const found = await Promise.all(firstScreenOf(matchSitePath(pathname)).map(read));
    return found.filter((query): query is InlinedQuery => query !== null);
  };
  const incomplete = { queries: [], complete: false };
  return async (pathname) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<typeof incomplete>((resolve) => {
      timer = setTimeout(() => resolve(incomplete), timeoutMs);
    });
    try {
      // The page must not wait for a slow database: without inlined data the screen fetches it itself.
      const read = queriesFor(pathname).then((queries) => ({ queries, complete: true }), () => incomplete);
      return await Promise.race([read, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * What a page's answer depends on, for the read cache: the lists and items its first screen shows.
 * Other pages (the workshop, not-found, the admin shell) depend on no content.
 */
export function pageTags(pathname: string): string[] {
  const page = matchSitePath(pathname);
  switch (page.page) {
    case 'home':
    case 'episodes':
      return [collectionTag(EPISODE_AGGREGATE)];
    case 'blog':
      return [collectionTag(ARTICLE_AGGREGATE)];
    case 'episode':
      return [itemTag(EPISODE_AGGREGATE, page.id)];
    case 'article':
      return [itemTag(ARTICLE_AGGREGATE, page.slug), collectionTag(ARTICLE_AGGREGATE)];
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
