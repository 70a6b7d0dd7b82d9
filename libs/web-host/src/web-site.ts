import { Injectable } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express } from 'express';
import { MediaRoute } from './media-route.js';
import { PodcastFeedRoute } from './podcast-feed-route.js';
import { QUEUE_DASHBOARD_PATH, QueueDashboard } from './queue-dashboard.js';
import { ShareImageRoute } from './share-image.js';
import { SitePages } from './site-pages.js';
import { SitemapRoute } from './sitemap.js';

/**
 * The public website on the API's Express instance, outside /api: media with HTTP Range, the podcast
 * feed and its artwork, the sitemap, the share images, the web bundles and every page, prerendered with
 * its first screen's data. Each route gets its use cases from Nest.
 */
@Injectable()
export class WebSite {
  constructor(
    private readonly media: MediaRoute,
    private readonly podcastFeed: PodcastFeedRoute,
    private readonly sitemap: SitemapRoute,
    private readonly shareImages: ShareImageRoute,
    private readonly pages: SitePages,
    private readonly queueDashboard: QueueDashboard,
  ) {}

  /** Call it before compression and the body parsers, which none of this needs (app.factory.ts). */
  mount(app: NestExpressApplication): void {
    const express = app.getHttpAdapter().getInstance() as Express;
    this.media.mount(express);
    this.podcastFeed.mount(express);
    // Crawlers and link previews: the sitemap and the pages' Open Graph images, ahead of the shell's files.
    this.sitemap.mount(express);
    this.shareImages.mount(express);
    this.pages.mount(express, this.queueDashboard.available ? [] : [QUEUE_DASHBOARD_PATH]);
  }
}
