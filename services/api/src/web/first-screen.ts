import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteConfig } from '@harmony/site-config';
import { collectionTag, itemTag } from '@harmony/platform/domain';
import { EPISODE_AGGREGATE } from '@harmony/episode';
import { ARTICLE_AGGREGATE } from '@harmony/blog';
import type { InlinedQuery } from './page-template.js';

/** A record as the API answers it (GET /api/episodes*, /api/blog-articles*): what the shell's cache would hold. */
export interface EpisodeJson {
  readonly id: number;
}
export interface ArticleJson {
  readonly slug: string;
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

/** Paths as the router matches them: case-insensitive, trailing slash allowed. */
export const normalizePath = (pathname: string): string => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * The redirects the site's router would make (SPEC §2: /podcast-manager-access → /admin/login; a
 * non-numeric episode id → /), made by the server instead: no flash of the wrong page, and they work
 * without JavaScript. null for every other path.
 */
export function serverRedirect(pathname: string): string | null {
  const route = normalizePath(pathname);
  if (route === '/podcast-manager-access') return '/admin/login';
  const episode = /^\/episode\/([^/]+)$/.exec(route)?.[1];
  if (episode !== undefined && !/^\d+$/.test(episode)) return '/';
  return null;
}

/** A slug as the blog context allows it (lower-case words joined by hyphens); anything else is not looked up. */
const ARTICLE_PATH = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\/*$/i;
const EPISODE_PATH = /^\/episode\/(\d{1,9})$/;

/**
 * The data each site page's first screen needs, keyed by the RTK Query endpoint that would fetch it
 * (libs/web-api/src/first-screen.ts seeds them). An unknown path or a slow database inlines nothing:
 * the screen then fetches its data itself.
 */
export function firstScreenQueries(reads: { episodes: EpisodeReads; articles: ArticleReads }, timeoutMs = 400): FirstScreenQueries {
  const queriesFor = async (pathname: string): Promise<InlinedQuery[]> => {
    const route = normalizePath(pathname);
    if (route === '/') return [{ endpoint: 'getFeaturedEpisodes', data: await reads.episodes.featured() }];
    if (route === '/episodes') return [{ endpoint: 'getEpisodes', data: await reads.episodes.list() }];
    if (route === '/blog') {
      const [featured, all] = await Promise.all([reads.articles.featured(), reads.articles.list()]);
      return [
        { endpoint: 'getFeaturedBlogArticles', data: featured },
        { endpoint: 'getBlogArticles', data: all },
      ];
    }
    const episodeId = EPISODE_PATH.exec(route)?.[1];
    if (episodeId) {
      const id = Number(episodeId);
      const episode = await reads.episodes.one(id);
      return episode ? [{ endpoint: 'getEpisode', arg: id, data: episode }] : [];
    }
    // The page asks for the slug as written in the URL: inline it under that same argument.
    const slug = ARTICLE_PATH.exec(pathname)?.[1];
    if (slug) {
      const [article, all] = await Promise.all([reads.articles.one(slug), reads.articles.list()]);
      return [...(article ? [{ endpoint: 'getBlogArticle', arg: slug, data: article }] : []), { endpoint: 'getBlogArticles', data: all }];
    }
    return [];
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
  const route = normalizePath(pathname);
  if (route === '/' || route === '/episodes') return [collectionTag(EPISODE_AGGREGATE)];
  if (route === '/blog') return [collectionTag(ARTICLE_AGGREGATE)];
  const episodeId = EPISODE_PATH.exec(route)?.[1];
  if (episodeId) return [itemTag(EPISODE_AGGREGATE, Number(episodeId))];
  const slug = ARTICLE_PATH.exec(pathname)?.[1];
  if (slug) return [itemTag(ARTICLE_AGGREGATE, slug), collectionTag(ARTICLE_AGGREGATE)];
  return [];
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
