import { Injectable, type DynamicModule, type Type } from '@nestjs/common';
import { PublishedContentCounts, type PublishedContentSource } from '@harmony/audience';
import { CountEpisodes } from '@harmony/episode';
import { CountSocialPosts } from '@harmony/content-automation';
import { CatalogueEpisodeAudio } from './catalogue-episode-audio.js';

/**
 * The analytics dashboard's content stats from the contexts that own the content, through their
 * exported use cases: audience imports no other context (ARCHITECTURE §4).
 */
@Injectable()
export class CatalogueContentCounts extends PublishedContentCounts {
  constructor(
    private readonly countEpisodes: CountEpisodes,
    private readonly countSocialPosts: CountSocialPosts,
  ) {
    super();
  }

  episodes(): Promise<number> {
    return this.countEpisodes.execute();
  }

  socialMediaPosts(): Promise<number> {
    return this.countSocialPosts.execute();
  }
}

/** What AudienceModule.forRoot needs to count them: the app's own episode and content automation modules (one instance each), and the adapters. */
export const publishedContent = (episodes: DynamicModule | Type, contentAutomation: DynamicModule | Type): PublishedContentSource => ({
  imports: [episodes, contentAutomation],
  adapter: CatalogueContentCounts,
  episodeAudio: CatalogueEpisodeAudio,
});
