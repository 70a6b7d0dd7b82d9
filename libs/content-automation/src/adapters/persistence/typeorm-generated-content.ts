import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { GeneratedContent, NOT_PUBLISHING, type BlogPost, type ContentStats, type RunContent, type SocialMediaPost, type StoredRunContent, type VideoPodcast } from '../../domain/index.js';
import { toSocialPost } from './typeorm-social-media-posts.js';
import { BlogPostSchema, MediaRenderSchema, SocialMediaPostSchema, VideoPodcastSchema, type BlogPostRow, type SocialMediaPostRow, type VideoPodcastRow } from './content-automation.schemas.js';

// An id beyond the integer column's range names nothing (and would make PostgreSQL refuse the query).
const isStorableId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;
const newestFirst = { createdAt: 'DESC', id: 'DESC' } as const;

const toBlogPost = ({ runId: _run, ...post }: BlogPostRow): BlogPost => post;
const toVideo = ({ runId: _run, ...video }: VideoPodcastRow): VideoPodcast => video;

@Injectable()
export class TypeOrmGeneratedContent extends GeneratedContent {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(BlogPostSchema) private readonly blogPosts: Repository<BlogPostRow>,
    @InjectRepository(SocialMediaPostSchema) private readonly socialPosts: Repository<SocialMediaPostRow>,
    @InjectRepository(VideoPodcastSchema) private readonly videos: Repository<VideoPodcastRow>,
  ) {
    super();
  }

  async storeOnce(runId: string, content: RunContent): Promise<StoredRunContent> {
    const stored = await this.dataSource.transaction(async (manager) => {
      // The unique run on blog_posts decides: a second transaction for the run waits here until the
      // first commits, then inserts nothing, and the whole set is left as the first stored it.
      const inserted: { id: number }[] = await manager
        .createQueryBuilder()
        .insert()
        .into(BlogPostSchema)
        .values({ ...content.blogPost, runId })
        .orIgnore()
        .returning('id')
        .execute()
        .then((result) => result.raw as { id: number }[]);
      if (inserted.length === 0) return null;
      const posts = await manager.getRepository(SocialMediaPostSchema).save(content.socialPosts.map((post) => ({ ...post, ...NOT_PUBLISHING, runId })));
      const video = await manager.getRepository(VideoPodcastSchema).save({ ...content.video, runId });
      await manager.getRepository(MediaRenderSchema).insert(content.media.map((medium) => ({ ...medium, runId, episodeId: content.blogPost.episodeId, status: 'rendering' as const })));
      return { blogPostIds: inserted.map((row) => row.id), socialMediaPostIds: posts.map((post) => post.id), videoPodcastId: video.id };
    });
    return stored ?? this.requireRun(runId);
  }

  async findRun(runId: string): Promise<StoredRunContent | null> {
    const [blogPosts, posts, video] = await Promise.all([
      this.blogPosts.find({ select: { id: true }, where: { runId }, order: { id: 'ASC' } }),
      this.socialPosts.find({ select: { id: true }, where: { runId }, order: { id: 'ASC' } }),
      this.videos.findOne({ select: { id: true }, where: { runId } }),
    ]);
    if (blogPosts.length === 0 || !video) return null;
    return { blogPostIds: blogPosts.map((row) => row.id), socialMediaPostIds: posts.map((row) => row.id), videoPodcastId: video.id };
  }

  async blogPostsOf(episodeId: number): Promise<BlogPost[]> {
    if (!isStorableId(episodeId)) return [];
    return (await this.blogPosts.find({ where: { episodeId }, order: newestFirst })).map(toBlogPost);
  }

  async socialPostsOf(episodeId: number): Promise<SocialMediaPost[]> {
    if (!isStorableId(episodeId)) return [];
    return (await this.socialPosts.find({ where: { episodeId }, order: newestFirst })).map(toSocialPost);
  }

  async videosOf(episodeId: number): Promise<VideoPodcast[]> {
    if (!isStorableId(episodeId)) return [];
    return (await this.videos.find({ where: { episodeId }, order: newestFirst })).map(toVideo);
  }

  async findBlogPost(id: number): Promise<BlogPost | null> {
    if (!isStorableId(id)) return null;
    const row = await this.blogPosts.findOneBy({ id });
    return row ? toBlogPost(row) : null;
  }

  async saveBlogPost(post: BlogPost): Promise<boolean> {
    if (!isStorableId(post.id)) return false;
    const { title, content, excerpt, status, scheduledFor, publishedAt } = post;
    const result = await this.blogPosts.update({ id: post.id }, { title, content, excerpt, status, scheduledFor, publishedAt });
    return Boolean(result.affected);
  }

  async stats(): Promise<ContentStats> {
    const [row] = (await this.dataSource.query(`
      SELECT
        (SELECT count(*) FROM (SELECT "episode_id" FROM "blog_posts" UNION SELECT "episode_id" FROM "social_media_posts" UNION SELECT "episode_id" FROM "video_podcasts") AS "episodes")::int AS "episodes",
        ((SELECT count(*) FROM "blog_posts") + (SELECT count(*) FROM "social_media_posts") + (SELECT count(*) FROM "video_podcasts"))::int AS "pieces",
        ((SELECT count(*) FROM "blog_posts" WHERE "status" = 'scheduled') + (SELECT count(*) FROM "social_media_posts" WHERE "status" = 'scheduled'))::int AS "scheduled"`)) as ContentStats[];
    return { episodes: row?.episodes ?? 0, pieces: row?.pieces ?? 0, scheduled: row?.scheduled ?? 0 };
  }

  async markVideoReady(videoId: number): Promise<boolean> {
    if (!isStorableId(videoId)) return false;
    const result = await this.videos.update({ id: videoId, status: 'processing' }, { status: 'ready' });
    return Boolean(result.affected);
  }

  private async requireRun(runId: string): Promise<StoredRunContent> {
    const run = await this.findRun(runId);
    if (!run) throw new Error(`The content of run ${runId} was stored by another transaction but cannot be read back.`);
    return run;
  }
}
