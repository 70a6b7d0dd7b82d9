import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteConfig } from '@harmony/site-config';
import type { InlinedQuery } from './page-template.js';

/** An episode as the API answers it (GET /api/episodes*), i.e. what the shell's cache would hold. */
export type EpisodeJson = Record<string, unknown> & { id: number };

export interface EpisodeReads {
  featured(): Promise<EpisodeJson[]>;
  list(): Promise<EpisodeJson[]>;
  /** null when there is no such episode. */
  one(id: number): Promise<EpisodeJson | null>;
}

/** Which data the first screen of a path shows, read straight from the use cases (no HTTP round trip). */
export type FirstScreenQueries = (pathname: string) => Promise<InlinedQuery[]>;

/** Paths as the router matches them: case-insensitive, trailing slash allowed. */
export const normalizePath = (pathname: string): string => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/** The data the site's first screen needs, by path; an unknown path or a slow database inlines nothing. */
export function episodeQueries(reads: EpisodeReads, timeoutMs = 400): FirstScreenQueries {
  const queriesFor = async (pathname: string): Promise<InlinedQuery[]> => {
    const route = normalizePath(pathname);
    if (route === '/') return [{ endpoint: 'getFeaturedEpisodes', data: await reads.featured() }];
    if (route === '/episodes') return [{ endpoint: 'getEpisodes', data: await reads.list() }];
    const detail = /^\/episode\/(\d{1,9})$/.exec(route);
    if (detail) {
      const id = Number(detail[1]);
      const episode = await reads.one(id);
      return episode ? [{ endpoint: 'getEpisode', arg: id, data: episode }] : [];
    }
    return [];
  };
  return async (pathname) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<InlinedQuery[]>((resolve) => {
      timer = setTimeout(() => resolve([]), timeoutMs);
    });
    try {
      // The page must not wait for a slow database: without inlined data the screen fetches it itself.
      return await Promise.race([queriesFor(pathname).catch(() => []), late]);
    } finally {
      clearTimeout(timer);
    }
  };
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
