import { Injectable } from '@nestjs/common';
import { CountEpisodes } from '@harmony/episode';
import { CountSocialPosts } from '@harmony/content-automation';
import { PublishedContentCounts } from '../../application/index.js';

/** The dashboard's content stats from the contexts that own the content, through their exported use cases. */
@Injectable()
export class PublishedContentOfContexts extends PublishedContentCounts {
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
