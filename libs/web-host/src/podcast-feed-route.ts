import { Inject, Injectable } from '@nestjs/common';
import type { Express } from 'express';
import { MediaStorage, PublicReadCache } from '@harmony/platform';
import { GetEpisode, ListAllEpisodes, podcastFeedRoutes } from '@harmony/episode';
import { WEB_SITE_OPTIONS, type WebSiteOptions } from './web-site.options.js';

/**
 * The podcast feed the "RSS" platform link points at (site configuration podcastPlatforms.rss) and the
 * artwork it links: the episode context's routes, given its use cases.
 */
@Injectable()
export class PodcastFeedRoute {
  constructor(
    @Inject(WEB_SITE_OPTIONS) private readonly options: WebSiteOptions,
    private readonly cache: PublicReadCache,
    private readonly media: MediaStorage,
    private readonly allEpisodes: ListAllEpisodes,
    private readonly getEpisode: GetEpisode,
  ) {}

  mount(app: Express): void {
    app.use(
      podcastFeedRoutes({
        site: this.options.site,
        publicUrl: this.options.config.publicUrl,
        episodes: () => this.allEpisodes.execute(),
        episode: (id) => this.getEpisode.execute(id),
        media: this.media,
        cache: this.cache,
      }),
    );
  }
}
