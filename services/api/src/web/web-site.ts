import type { NestExpressApplication } from '@nestjs/platform-express';
import { mediaDirectory, MediaStorage, type AppConfig, type PublicReadCache } from '@harmony/platform';
import { GetEpisode, ListAllEpisodes, ListEpisodes, podcastFeedRoutes, toEpisodeJson } from '@harmony/episode';
import { GetLegalPage, GetPublishedArticle, LegalPageResponse, ListFeaturedArticles, ListPublishedArticles, toArticleJson, type BlogArticle } from '@harmony/blog';
import { pageLimits } from '@harmony/platform/domain';
import type { SiteConfig } from '@harmony/site-config';
import { AudioRequestLogging } from '@harmony/analytics';
import { SiteSearch } from '../search/site-search.js';
import { searchLimits } from '../search/search.query.js';
import { firstScreenQueries } from './first-screen.js';
import { SHARE_IMAGE_ROUTE, shareImageHandler } from './share-image.js';
import { sitemapHandler } from './sitemap.js';
import { mountMedia, mountWebBundles, type WebBundleLocations } from './web-bundles.js';

export interface WebSiteOptions {
  readonly config: AppConfig;
  readonly site: SiteConfig;
  /** Where pages and the feed are kept until what they show changes. */
  readonly cache: PublicReadCache;
  readonly bundles: WebBundleLocations;
  /** Back-office paths this process has not mounted (the queue dashboard without REDIS_URL): answered 404. */
  readonly absentPaths?: readonly string[];
}

/**
 * Mounts the public website on the API's Express instance, outside /api: media with HTTP Range, the
 * podcast feed (the episode context's handler), the web bundles and every page, prerendered with its
 * first screen's data. Call it before compression and the body parsers, which none of this needs.
 */
export function mountWebSite(app: NestExpressApplication, { config, site, cache, bundles, absentPaths }: WebSiteOptions): void {
  const express = app.getHttpAdapter().getInstance();
  // Audio requests are logged for download counts once answered (DOWNLOAD_LOGGING=false mounts the media alone).
  const downloadLogging = app.get(AudioRequestLogging);
  mountMedia(express, mediaDirectory(config), downloadLogging.enabled ? downloadLogging.fileSent : undefined);
  // The podcast feed the "RSS" platform link points at (site configuration podcastPlatforms.rss).
  express.use(
    podcastFeedRoutes({
      site,
      publicUrl: config.publicUrl,
      episodes: () => app.get(ListAllEpisodes).execute(),
      episode: (id) => app.get(GetEpisode).execute(id),
      media: app.get(MediaStorage),
      cache,
    }),
  );
  // The first screen's data goes into the page itself, read from the use cases when a page is rendered.
  const firstScreen = firstScreenQueries({
    episodes: {
      latest: async (limit) => (await app.get(ListEpisodes).execute({ limit, offset: 0 })).items.map(toEpisodeJson),
      list: async () => (await app.get(ListEpisodes).execute()).items.map(toEpisodeJson),
      one: (id) => app.get(GetEpisode).execute(id).then(toEpisodeJson, () => null),
    },
    articles: {
      featured: async () => (await app.get(ListFeaturedArticles).execute()).map(toArticleJson),
      list: async () => (await app.get(ListPublishedArticles).execute()).items.map(toArticleJson),
      one: (slug) => app.get(GetPublishedArticle).execute(slug).then(toArticleJson, () => null),
    },
    // What GET /api/search answers (the controller returns SiteSearch's answer as is), at its default limit.
    search: (words) => app.get(SiteSearch).execute(words, searchLimits.defaultLimit),
    // What GET /api/legal-pages/{kind} answers.
    legalPages: async (kind) => LegalPageResponse.from(await app.get(GetLegalPage).execute(kind)),
  });
  // Crawlers and link previews: the sitemap and the pages' Open Graph images, ahead of the shell's files.
  express.get('/sitemap.xml', sitemapHandler(config.publicUrl, cache, { episodes: () => app.get(ListAllEpisodes).execute(), articles: () => allPublishedArticles(app.get(ListPublishedArticles)) }));
  express.get(SHARE_IMAGE_ROUTE, shareImageHandler(site, cache, { episode: (id) => app.get(GetEpisode).execute(id), article: (slug) => app.get(GetPublishedArticle).execute(slug) }));
  mountWebBundles(express, site, bundles, { firstScreen, cache, publicUrl: config.publicUrl, absentPaths });
}

/** Every published article, page after page (the sitemap lists them all). */
async function allPublishedArticles(list: ListPublishedArticles): Promise<BlogArticle[]> {
  const all: BlogArticle[] = [];
  const now = new Date();
  for (let offset = 0; ; offset += pageLimits.maxLimit) {
    const page = await list.execute({ limit: pageLimits.maxLimit, offset }, now);
    all.push(...page.items);
    if (page.items.length < pageLimits.maxLimit || all.length >= page.total) return all;
  }
}
