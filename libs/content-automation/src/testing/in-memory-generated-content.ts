import { GeneratedContent, type BlogPost, type ContentStats, type RunContent, type SocialMediaPost, type StoredRunContent, type VideoPodcast } from '../domain/index.js';
import { InMemoryMediaRenders } from './in-memory-media-renders.js';
import { InMemorySocialMediaPosts } from './in-memory-social-media-posts.js';

const newestFirst = (a: { createdAt: Date; id: number }, b: { createdAt: Date; id: number }): number => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/**
 * A fake of the port for use-case tests, held to `generatedContentContract` like the TypeORM adapter. As in
 * the database, a run's social posts are the moderation's posts (`posts`) and its media the renders (`media`).
 */
export class InMemoryGeneratedContent extends GeneratedContent {
  private readonly runs = new Map<string, StoredRunContent>();
  private readonly blogPosts = new Map<number, BlogPost>();
  private readonly videos = new Map<number, VideoPodcast>();
  private lastId = 0;

  /** `clock` stamps each new piece's createdAt (the database's now()). */
  constructor(
    readonly media = new InMemoryMediaRenders(),
    readonly posts = new InMemorySocialMediaPosts(),
    private readonly clock: () => Date = () => new Date(),
  ) {
    super();
  }

  override async storeOnce(runId: string, content: RunContent): Promise<StoredRunContent> {
    const known = this.runs.get(runId);
    if (known) return known;
    const blogPost: BlogPost = { ...content.blogPost, id: (this.lastId += 1), createdAt: this.clock() };
    const video: VideoPodcast = { ...content.video, id: (this.lastId += 1), createdAt: this.clock() };
    const posts = await this.posts.addAll(content.socialPosts);
    this.blogPosts.set(blogPost.id, blogPost);
    this.videos.set(video.id, video);
    this.media.addRun(runId, content.blogPost.episodeId, content.media);
    const stored = { blogPostIds: [blogPost.id], socialMediaPostIds: posts.map((post) => post.id), videoPodcastId: video.id };
    this.runs.set(runId, stored);
    return stored;
  }

  override async findRun(runId: string): Promise<StoredRunContent | null> {
    return this.runs.get(runId) ?? null;
  }

  override async blogPostsOf(episodeId: number): Promise<BlogPost[]> {
    return [...this.blogPosts.values()].filter((post) => post.episodeId === episodeId).sort(newestFirst);
  }

  override async socialPostsOf(episodeId: number): Promise<SocialMediaPost[]> {
    return this.posts.all().filter((post) => post.episodeId === episodeId).sort(newestFirst);
  }

  override async videosOf(episodeId: number): Promise<VideoPodcast[]> {
    return [...this.videos.values()].filter((video) => video.episodeId === episodeId).sort(newestFirst);
  }

  override async findBlogPost(id: number): Promise<BlogPost | null> {
    return this.blogPosts.get(id) ?? null;
  }

  override async saveBlogPost(post: BlogPost): Promise<boolean> {
    const stored = this.blogPosts.get(post.id);
    if (!stored) return false;
    const { title, content, excerpt, status, scheduledFor, publishedAt } = post;
    this.blogPosts.set(post.id, { ...stored, title, content, excerpt, status, scheduledFor, publishedAt });
    return true;
  }

  override async stats(): Promise<ContentStats> {
    const blogPosts = [...this.blogPosts.values()];
    const videos = [...this.videos.values()];
    const posts = this.posts.all();
    const pieces = [...blogPosts, ...posts, ...videos];
    return {
      episodes: new Set(pieces.map((piece) => piece.episodeId)).size,
      pieces: pieces.length,
      scheduled: [...blogPosts, ...posts].filter((piece) => piece.status === 'scheduled').length,
    };
  }

  override async markVideoReady(videoId: number): Promise<boolean> {
    const video = this.videos.get(videoId);
    if (video?.status !== 'processing') return false;
    this.videos.set(videoId, { ...video, status: 'ready' });
    return true;
  }
}
