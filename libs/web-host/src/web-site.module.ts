import { Module, type DynamicModule } from '@nestjs/common';
import { BlogModule } from '@harmony/blog';
import { MediaRoute } from './media-route.js';
import { PodcastFeedRoute } from './podcast-feed-route.js';
import { QueueDashboard } from './queue-dashboard.js';
import { ShareImageRoute } from './share-image.js';
import { SitePages } from './site-pages.js';
import { SitemapRoute } from './sitemap.js';
import { WebSite } from './web-site.js';
import { WEB_SITE_OPTIONS, type WebSiteOptions } from './web-site.options.js';

/**
 * The app's instances of the modules whose use cases the site reads (one instance each: passing them in,
 * rather than importing fresh ones, keeps one repository and one cache subscription per context).
 */
export interface WebSiteContexts {
  /** EpisodeModule.forRoot(...): the pages, the feed, the sitemap and the share images. */
  readonly episodes: DynamicModule;
  /** LegalPagesModule.forRoot(...): the privacy and terms pages. */
  readonly legalPages: DynamicModule;
  /** SiteSearchModule.forRoot(...): the search page. */
  readonly siteSearch: DynamicModule;
  /** The module providing AudioRequestLogging: download counts on /media. */
  readonly downloads: DynamicModule;
  /** IdentityModule.forRoot(...): the owner's session, which the queue dashboard asks for. */
  readonly identity: DynamicModule;
}

export interface WebSiteModuleOptions extends WebSiteOptions {
  readonly contexts: WebSiteContexts;
}

/**
 * The website host: WebSite (pages, media, feed and artwork, sitemap, share images) and the queue
 * dashboard, each route given its use cases by injection. They are mounted by the composition root on
 * Express itself, ahead of compression and body parsing (app.factory.ts), not as Nest routes.
 */
@Module({})
export class WebSiteModule {
  static forRoot({ contexts, ...options }: WebSiteModuleOptions): DynamicModule {
    return {
      module: WebSiteModule,
      imports: [contexts.episodes, BlogModule, contexts.legalPages, contexts.siteSearch, contexts.downloads, contexts.identity],
      providers: [{ provide: WEB_SITE_OPTIONS, useValue: options }, MediaRoute, PodcastFeedRoute, SitemapRoute, ShareImageRoute, SitePages, QueueDashboard, WebSite],
      exports: [WebSite, QueueDashboard],
    };
  }
}
