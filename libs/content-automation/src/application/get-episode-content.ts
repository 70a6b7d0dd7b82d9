import { Injectable } from '@nestjs/common';
import { ContentEpisodeNotFound, GeneratedContent, type BlogPost, type SocialMediaPost, type VideoPodcast } from '../domain/index.js';
import { EpisodeCatalogue } from './episode-catalogue.js';

/** What the content dashboard's Blog Posts, Social Media and Video Podcast tabs read of one episode. */
@Injectable()
export class GetEpisodeContent {
  constructor(
    private readonly episodes: EpisodeCatalogue,
    private readonly content: GeneratedContent,
  ) {}

  async blogPosts(episodeId: number): Promise<BlogPost[]> {
    await this.requireEpisode(episodeId);
    return this.content.blogPostsOf(episodeId);
  }

  async socialPosts(episodeId: number): Promise<SocialMediaPost[]> {
    await this.requireEpisode(episodeId);
    return this.content.socialPostsOf(episodeId);
  }

  async videos(episodeId: number): Promise<VideoPodcast[]> {
    await this.requireEpisode(episodeId);
    return this.content.videosOf(episodeId);
  }

  private async requireEpisode(episodeId: number): Promise<void> {
    if (!(await this.episodes.find(episodeId))) throw new ContentEpisodeNotFound(episodeId);
  }
}
