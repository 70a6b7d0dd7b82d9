import { Inject, Injectable } from '@nestjs/common';
import type { Express, NextFunction, Request, Response } from 'express';
import { escapeMarkup, PUBLIC_CACHE_CONTROL, PublicReadCache, sendFromCache, type FreshAnswer } from '@harmony/platform';
import { collectionTag } from '@harmony/platform/domain';
import { EPISODE_AGGREGATE, ListAllEpisodes } from '@harmony/episode';
import { ARTICLE_AGGREGATE, ListAllPublishedArticles } from '@harmony/blog';
import { articlePath, episodePath, sitePaths } from '@harmony/site-config';
import { WEB_SITE_OPTIONS, type WebSiteOptions } from './web-site.options.js';

export interface SitemapPage {
  /** The page's path on the public origin. */
  readonly path: string;
  /** When what the page shows last changed; absent for a page whose content is not stored (the workshop). */
  readonly lastModified?: Date;
}

/** What the sitemap lists: every public episode and article, with when each last changed. */
export interface SitemapSources {
  readonly episodes: () => Promise<readonly { readonly id: number; readonly publishedAt: Date }[]>;
  readonly articles: () => Promise<readonly { readonly slug: string; readonly updatedAt: Date; readonly publishedAt: Date }[]>;
}

const newest = (dates: readonly Date[]): Date | undefined => (dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : undefined);
/** An article changes when edited, and becomes public when published: the later of the two. */
const articleChanged = (article: { readonly updatedAt: Date; readonly publishedAt: Date }): Date => newest([article.updatedAt, article.publishedAt])!;

/** The public pages: the sections (each as recent as the newest item it lists), then every episode and article. */
export async function sitemapPages(sources: SitemapSources): Promise<SitemapPage[]> {
  const [episodes, articles] = await Promise.all([sources.episodes(), sources.articles()]);
  const latestEpisode = newest(episodes.map((episode) => episode.publishedAt));
  const latestArticle = newest(articles.map(articleChanged));
  return [
    { path: sitePaths.home, lastModified: latestEpisode },
    { path: sitePaths.episodes, lastModified: latestEpisode },
    { path: sitePaths.blog, lastModified: latestArticle },
    { path: sitePaths.workshop },
    { path: sitePaths.contact },
    { path: sitePaths.privacy },
    { path: sitePaths.terms },
    { path: sitePaths.downloadCounting },
    ...episodes.map((episode) => ({ path: episodePath(episode.id), lastModified: episode.publishedAt })),
    ...articles.map((article) => ({ path: articlePath(article.slug), lastModified: articleChanged(article) })),
  ];
}

/** The sitemaps.org XML, with absolute URLs on the public origin (no trailing slash). */
export function sitemapXml(publicUrl: string, pages: readonly SitemapPage[]): string {
  const urls = pages.map(({ path, lastModified }) => `<url><loc>${escapeMarkup(`${publicUrl}${path}`)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>'].join('\n');
}

const SITEMAP_TAGS = [collectionTag(EPISODE_AGGREGATE), collectionTag(ARTICLE_AGGREGATE)];

/** GET /sitemap.xml: written once per content change (kept in the read cache until an episode or article changes). */
export function sitemapHandler(publicUrl: string, cache: PublicReadCache, sources: SitemapSources) {
  const render = async (): Promise<FreshAnswer> => ({
    body: sitemapXml(publicUrl, await sitemapPages(sources)),
    contentType: 'application/xml; charset=utf-8',
    headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL },
  });
  return async (request: Request, response: Response, next: NextFunction) => {
    try {
      await sendFromCache(cache, request, response, 'sitemap.xml', SITEMAP_TAGS, render);
    } catch (error) {
      next(error);
    }
  };
}

/** /sitemap.xml, from the whole public catalogue of episodes and articles. */
@Injectable()
export class SitemapRoute {
  constructor(
    @Inject(WEB_SITE_OPTIONS) private readonly options: WebSiteOptions,
    private readonly cache: PublicReadCache,
    private readonly allEpisodes: ListAllEpisodes,
    private readonly allArticles: ListAllPublishedArticles,
  ) {}

  mount(app: Express): void {
    app.get('/sitemap.xml', sitemapHandler(this.options.config.publicUrl, this.cache, { episodes: () => this.allEpisodes.execute(), articles: () => this.allArticles.execute() }));
  }
}
