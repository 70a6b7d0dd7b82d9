import { Inject, Injectable } from '@nestjs/common';
import {
  BlogPostAlreadyPublished,
  BlogPostNotFound,
  checkGenerateCount,
  ContentEpisodeNotFound,
  draftBlogPost,
  draftSocialPost,
  GeneratedContent,
  SocialMediaPosts,
  transitionBlogPost,
  transitionSocialPost,
  type BlogPost,
  type ContentStats,
  type SocialMediaPost,
  type VideoPodcast,
} from '../domain/index.js';
import { CONTENT_SETTINGS, type ContentSettings } from './content-settings.js';
import { ContentWriter, EpisodeCatalogue } from './pipeline-ports.js';

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

/** The content dashboard's stat cards, counted live (SPEC's static 3 episodes, 42 pieces, 12 scheduled). */
@Injectable()
export class GetContentStats {
  constructor(private readonly content: GeneratedContent) {}

  execute(): Promise<ContentStats> {
    return this.content.stats();
  }
}

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
  ) {}

  async execute(episodeId: number, count: number): Promise<SocialMediaPost[]> {
    checkGenerateCount(count);
    const episode = await this.episodes.find(episodeId);
    if (!episode) throw new ContentEpisodeNotFound(episodeId);
    const existing = await this.content.socialPostsOf(episodeId);
    const written = await this.writer.writeSocialPosts({ episode, episodeUrl: this.settings.episodeUrl(episodeId), transcript: null }, count, existing.map((post) => post.content));
    const latestImage = existing.find((post) => post.imageUrl !== null)?.imageUrl ?? null;
    const latestReel = existing.find((post) => post.videoUrl !== null)?.videoUrl ?? null;
    const drafts = written.map((post) =>
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

/** The owner's edit of a blog post draft (title, excerpt, content), held to the draft rules. */
export interface BlogPostEdit {
  readonly title?: string;
  readonly excerpt?: string;
  readonly content?: string;
}

@Injectable()
export class EditBlogPost {
  constructor(private readonly content: GeneratedContent) {}

  async execute(id: number, edit: BlogPostEdit): Promise<BlogPost> {
    const post = await this.content.findBlogPost(id);
    if (!post) throw new BlogPostNotFound(id);
    if (post.status === 'published') throw new BlogPostAlreadyPublished(id);
    const checked = draftBlogPost({ episodeId: post.episodeId, title: edit.title ?? post.title, excerpt: edit.excerpt ?? post.excerpt, content: edit.content ?? post.content, imageUrl: post.imageUrl });
    const revised: BlogPost = { ...post, title: checked.title, excerpt: checked.excerpt, content: checked.content };
    if (!(await this.content.saveBlogPost(revised))) throw new BlogPostNotFound(id);
    return revised;
  }
}

/** The blog article a draft becomes. */
export interface ArticleToPublish {
  readonly title: string;
  readonly excerpt: string;
  readonly content: string;
  readonly imageUrl: string | null;
  /** True: public at once; false: kept as an unpublished article to finish in the Article Manager. */
  readonly published: boolean;
}

export interface PublishedArticle {
  readonly id: number;
  readonly slug: string;
  readonly published: boolean;
}

/** The blog context, as "Publish as article" needs it. */
export abstract class ArticlePublisher {
  abstract publish(article: ArticleToPublish): Promise<PublishedArticle>;
}

/**
 * "Publish as article": the draft becomes a blog article through the blog context (published, or
 * an unpublished article), and a published one marks the draft published (SPEC §4: draft → published).
 */
@Injectable()
export class PublishBlogPostAsArticle {
  constructor(
    private readonly content: GeneratedContent,
    private readonly articles: ArticlePublisher,
  ) {}

  async execute(id: number, published: boolean, now: Date = new Date()): Promise<{ blogPost: BlogPost; article: PublishedArticle }> {
    const post = await this.content.findBlogPost(id);
    if (!post) throw new BlogPostNotFound(id);
    if (post.status === 'published') throw new BlogPostAlreadyPublished(id);
    const article = await this.articles.publish({ title: post.title, excerpt: post.excerpt, content: post.content, imageUrl: post.imageUrl, published });
    const blogPost = published ? { ...post, ...transitionBlogPost(post, 'published', { now }) } : post;
    if (published) await this.content.saveBlogPost(blogPost);
    return { blogPost, article };
  }
}
