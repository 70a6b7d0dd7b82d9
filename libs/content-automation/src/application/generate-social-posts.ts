import { Inject, Injectable, Optional } from '@nestjs/common';
import { checkGenerateCount, ContentEpisodeNotFound, draftSocialPost, GeneratedContent, SocialMediaPosts, transitionSocialPost, withConnectedPlatforms, type SocialMediaPost } from '../domain/index.js';
import { CONTENT_SETTINGS, type ContentSettings } from './content-settings.js';
import { ContentWriter } from './content-writer.js';
import { EpisodeCatalogue } from './episode-catalogue.js';
import { FindConnectedPlatforms } from './publish-social-post.js';

/**
 * More social posts for an episode, on demand, by the same writer as the pipeline: submitted for
 * review, none repeating a text the episode already has. Image and reel posts reuse the episode's
 * latest quote card and reel (the pipeline renders them per upload).
 */
@Injectable()
export class GenerateSocialPosts {
  constructor(
    private readonly episodes: EpisodeCatalogue,
    private readonly writer: ContentWriter,
    private readonly content: GeneratedContent,
    private readonly posts: SocialMediaPosts,
    @Inject(CONTENT_SETTINGS) private readonly settings: ContentSettings,
    /** Issue 26: posts are also written for each platform with a connected account, within its limit. */
    @Optional() private readonly platforms?: FindConnectedPlatforms,
  ) {}

  async execute(episodeId: number, count: number): Promise<SocialMediaPost[]> {
    checkGenerateCount(count);
    const episode = await this.episodes.find(episodeId);
    if (!episode) throw new ContentEpisodeNotFound(episodeId);
    const existing = await this.content.socialPostsOf(episodeId);
    const written = await this.writer.writeSocialPosts({ episode, episodeUrl: this.settings.episodeUrl(episodeId), transcript: null }, count, existing.map((post) => post.content));
    const latestImage = existing.find((post) => post.imageUrl !== null)?.imageUrl ?? null;
    const latestReel = existing.find((post) => post.videoUrl !== null)?.videoUrl ?? null;
    const connected = (await this.platforms?.execute()) ?? [];
    const drafts = withConnectedPlatforms(written, connected).map((post) =>
      transitionSocialPost(
        draftSocialPost({
          episodeId,
          platform: post.platform,
          contentType: post.contentType,
          content: post.content,
          imageUrl: post.contentType === 'text' ? null : latestImage,
          videoUrl: post.contentType === 'reel' ? latestReel : null,
        }),
        'pending_approval',
      ),
    );
    return this.posts.addAll(drafts);
  }
}
