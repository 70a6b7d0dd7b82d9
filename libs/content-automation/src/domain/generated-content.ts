import type { BlogPost, BlogPostDraft } from './blog-post.js';
import type { SocialMediaPost, SocialMediaPostDraft } from './social-media-post.js';
import type { VideoPodcast, VideoPodcastStatus } from './video-podcast.js';
import type { MediaRenderDraft } from './media-render.js';

/** A video podcast before it is stored: `processing` until its MP4 is rendered (SPEC §9). */
export interface VideoPodcastDraft {
  readonly episodeId: number;
  readonly title: string;
  readonly description: string;
  readonly videoUrl: string;
  readonly thumbnailUrl: string;
  readonly status: VideoPodcastStatus;
  readonly publishedAt: Date | null;
}

/** What one processing run (one upload) generates: SPEC's content processing result, its video, and the media still to render. */
export interface RunContent {
  readonly blogPost: BlogPostDraft;
  readonly socialPosts: readonly SocialMediaPostDraft[];
  readonly video: VideoPodcastDraft;
  /** Stored `rendering` with the words, so a render that fails afterwards loses none of them. */
  readonly media: readonly MediaRenderDraft[];
}

/** The ids a run's content was stored under (SPEC "Content processing result", plus the video). */
export interface StoredRunContent {
  readonly blogPostIds: readonly number[];
  readonly socialMediaPostIds: readonly number[];
  readonly videoPodcastId: number;
}

/** The content dashboard's stat cards (SPEC "Content dashboard": episodes, pieces, scheduled), counted live. */
export interface ContentStats {
  /** Episodes with generated content. */
  readonly episodes: number;
  /** Blog posts, social posts and video podcasts, whatever their status. */
  readonly pieces: number;
  /** Blog posts and social posts scheduled for later. */
  readonly scheduled: number;
}

/**
 * The storage of what the pipeline generates (SPEC §3 `blog_posts`, `social_media_posts`,
 * `video_podcasts`), by run: a run is one upload of an episode's audio.
 */
export abstract class GeneratedContent {
  /**
   * Stores a run's content in one transaction, once: when the run's content is already stored (a
   * job retried, or re-run after a crash, even on another worker at the same moment), nothing is
   * added and the ids stored the first time are answered.
   */
  abstract storeOnce(runId: string, content: RunContent): Promise<StoredRunContent>;
  /** The ids of the run's stored content, or null before it is stored. */
  abstract findRun(runId: string): Promise<StoredRunContent | null>;
  /** The episode's blog post drafts, newest first. */
  abstract blogPostsOf(episodeId: number): Promise<BlogPost[]>;
  /** The episode's social posts, newest first. */
  abstract socialPostsOf(episodeId: number): Promise<SocialMediaPost[]>;
  /** The episode's video podcasts, newest first. */
  abstract videosOf(episodeId: number): Promise<VideoPodcast[]>;
  abstract findBlogPost(id: number): Promise<BlogPost | null>;
  /** Stores a blog post's text, status and dates; false when no post has its id. */
  abstract saveBlogPost(post: BlogPost): Promise<boolean>;
  abstract stats(): Promise<ContentStats>;
  /** Marks the video rendered (`processing` → `ready`); false when it was not processing. */
  abstract markVideoReady(videoId: number): Promise<boolean>;
}
