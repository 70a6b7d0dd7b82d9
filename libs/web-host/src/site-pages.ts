import { Inject, Injectable } from '@nestjs/common';
import type { Express } from 'express';
import { PublicReadCache } from '@harmony/platform';
import { GetEpisode, ListEpisodes, toEpisodeJson } from '@harmony/episode';
import { GetLegalPage, GetPublishedArticle, LegalPageResponse, ListFeaturedArticles, ListPublishedArticles, toArticleJson } from '@harmony/blog';
import { firstScreenQueries, type FirstScreenQueries } from './first-screen.js';
import { searchLimits } from './search/search.query.js';
import { SiteSearch } from './search/site-search.js';
import { mountWebBundles } from './web-bundles.js';
import { WEB_SITE_OPTIONS, type WebSiteOptions } from './web-site.options.js';

/**
 * The web bundles and every page, prerendered with its first screen's data: read from the use cases when
 * a page is rendered, as the API would answer them (no HTTP round trip).
 */
@Injectable()
export class SitePages {
  private readonly firstScreen: FirstScreenQueries;

  constructor(
    @Inject(WEB_SITE_OPTIONS) private readonly options: WebSiteOptions,
    private readonly cache: PublicReadCache,
    listEpisodes: ListEpisodes,
    getEpisode: GetEpisode,
    featuredArticles: ListFeaturedArticles,
    publishedArticles: ListPublishedArticles,
    getArticle: GetPublishedArticle,
    siteSearch: SiteSearch,
    getLegalPage: GetLegalPage,
  ) {
    this.firstScreen = firstScreenQueries({
      episodes: {
        latest: async (limit) => (await listEpisodes.execute({ limit, offset: 0 })).items.map(toEpisodeJson),
        list: async () => (await listEpisodes.execute()).items.map(toEpisodeJson),
        one: (id) => getEpisode.execute(id).then(toEpisodeJson, () => null),
      },
      articles: {
        featured: async () => (await featuredArticles.execute()).map(toArticleJson),
        list: async () => (await publishedArticles.execute()).items.map(toArticleJson),
        one: (slug) => getArticle.execute(slug).then(toArticleJson, () => null),
      },
      // What GET /api/search answers (the controller returns SiteSearch's answer as is), at its default limit.
      search: (words) => siteSearch.execute(words, searchLimits.defaultLimit),
      // What GET /api/legal-pages/{kind} answers.
      legalPages: async (kind) => LegalPageResponse.from(await getLegalPage.execute(kind)),
    });
  }

  /** `absentPaths`: back-office paths this process has not mounted (the queue dashboard without REDIS_URL), answered 404. */
  mount(app: Express, absentPaths: readonly string[]): void {
    const { config, site, bundles } = this.options;
    mountWebBundles(app, site, bundles, { firstScreen: this.firstScreen, cache: this.cache, publicUrl: config.publicUrl, absentPaths });
  }
}
