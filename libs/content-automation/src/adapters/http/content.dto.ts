import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { BLOG_POST_STATUSES, SOCIAL_PLATFORMS, VIDEO_PODCAST_STATUSES, type BlogPost, type BlogPostStatus, type MediaRender, type PlatformTextCheck, type SocialPlatform, type VideoPodcast, type VideoPodcastStatus } from '../../domain/index.js';
import { FailedMediumResponse, MediaRenderResponse } from './media-render.dto.js';
import type { ContentJob, ContentJobState, PublishedArticle } from '../../application/index.js';
import { SocialMediaPostResponse } from './social-media-post.dto.js';

const JOB_STATES: readonly ContentJobState[] = ['queued', 'active', 'completed', 'failed'];

/** SPEC "Content processing result", plus the video podcast and the episode. */
export class ContentRunResultResponse {
  @ApiProperty({ type: [Number], example: [7] })
  blogPostIds!: number[];

  @ApiProperty({ type: [Number], example: [41, 42, 43] })
  socialMediaPostIds!: number[];

  @ApiProperty({ example: 3 })
  videoPodcastId!: number;

  @ApiProperty({ example: 12 })
  episodeId!: number;

  @ApiProperty({
    type: [FailedMediumResponse],
    description: 'The media that could not be rendered (issue 22): the run still completed, its words stored ("completed with failures"); each can be rendered again from its card.',
  })
  failedMedia!: FailedMediumResponse[];
}

/** A content job (one upload's run), as the upload screen follows it. */
export class ContentJobResponse {
  @ApiProperty({ example: 'content-run-5f0c…' })
  id!: string;

  @ApiProperty({ enum: JOB_STATES, example: 'active', description: 'queued (waiting for a worker, or for its next try), active, completed or failed.' })
  state!: ContentJobState;

  @ApiProperty({ example: 35, minimum: 0, maximum: 100 })
  progress!: number;

  @ApiProperty({ example: 'Writing the blog post and social posts', description: 'The step under way, as a person reads it.' })
  step!: string;

  @ApiProperty({ example: 0, description: 'Tries made so far (a failing try is retried with backoff).' })
  attemptsMade!: number;

  @ApiProperty({ example: 3 })
  maxAttempts!: number;

  @ApiProperty({ type: ContentRunResultResponse, nullable: true, description: 'When completed.' })
  result!: ContentRunResultResponse | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'When failed: why, as a person reads it. While queued for a retry: why the last try failed.' })
  error!: string | null;

  static from(job: ContentJob): ContentJobResponse {
    const result = job.result && {
      blogPostIds: [...job.result.blogPostIds],
      socialMediaPostIds: [...job.result.socialMediaPostIds],
      videoPodcastId: job.result.videoPodcastId,
      episodeId: job.result.episodeId,
      failedMedia: job.result.failedMedia.map((medium) => FailedMediumResponse.from(medium)),
    };
    return Object.assign(new ContentJobResponse(), { ...job, result });
  }
}

/** The content dashboard's stat cards. */
export class ContentDashboardStatsResponse {
  @ApiProperty({ example: 3, description: 'Episodes with generated content.' })
  episodes!: number;

  @ApiProperty({ example: 42, description: 'Blog posts, social posts and video podcasts.' })
  pieces!: number;

  @ApiProperty({ example: 12, description: 'Blog posts and social posts scheduled for later.' })
  scheduled!: number;
}

/** SPEC §3 `blog_posts`: a generated draft. */
export class BlogPostResponse {
  @ApiProperty({ example: 7 })
  id!: number;

  @ApiProperty({ example: 12 })
  episodeId!: number;

  @ApiProperty({ example: 'Money dates that work' })
  title!: string;

  @ApiProperty({ description: 'Markdown: headings, lists, bold and italic.' })
  content!: string;

  @ApiProperty()
  excerpt!: string;

  @ApiProperty({ type: String, nullable: true })
  imageUrl!: string | null;

  @ApiProperty({ enum: BLOG_POST_STATUSES, example: 'draft' })
  status!: BlogPostStatus;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  scheduledFor!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  publishedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  static from(post: BlogPost): BlogPostResponse {
    return Object.assign(new BlogPostResponse(), {
      ...post,
      scheduledFor: post.scheduledFor?.toISOString() ?? null,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      createdAt: post.createdAt.toISOString(),
    });
  }
}

/** SPEC §3 `video_podcasts`. */
export class VideoPodcastResponse {
  @ApiProperty({ example: 3 })
  id!: number;

  @ApiProperty({ example: 12 })
  episodeId!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ example: '/media/content/episode-12/run/video-podcast.mp4', description: 'An MP4 (H.264 + AAC, 1280×720); it exists once status is ready.' })
  videoUrl!: string;

  @ApiProperty({ example: '/media/content/episode-12/run/thumbnail.jpg' })
  thumbnailUrl!: string;

  @ApiProperty({ enum: VIDEO_PODCAST_STATUSES, example: 'ready' })
  status!: VideoPodcastStatus;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  publishedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: [MediaRenderResponse], description: 'The render of the video file: while status is processing, a failed one says why, and can be rendered again.' })
  media!: MediaRenderResponse[];

  static from(video: VideoPodcast, media: readonly MediaRender[] = []): VideoPodcastResponse {
    return Object.assign(new VideoPodcastResponse(), {
      ...video,
      publishedAt: video.publishedAt?.toISOString() ?? null,
      createdAt: video.createdAt.toISOString(),
      media: media.map((medium) => MediaRenderResponse.from(medium)),
    });
  }
}

/** PATCH /api/content/blog-posts/{id}: the fields given change, held to the draft rules. */
export class EditBlogPostRequest {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  title?: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  excerpt?: string;

  @ApiPropertyOptional({ maxLength: 100_000, description: 'Markdown: at least 600 characters, a section heading, and a "Key takeaways" list.' })
  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  content?: string;
}

/** POST /api/content/blog-posts/{id}/publish. */
export class PublishBlogPostRequest {
  @ApiProperty({ example: true, description: 'true: the article is public at once; false: an unpublished article to finish in the Article Manager.' })
  @IsBoolean({ message: 'published must be true or false.' })
  published!: boolean;
}

export class PublishedArticleResponse {
  @ApiProperty({ example: 31 })
  id!: number;

  @ApiProperty({ example: 'money-dates-that-work' })
  slug!: string;

  @ApiProperty({ example: true })
  published!: boolean;
}

export class PublishBlogPostResponse {
  @ApiProperty({ type: BlogPostResponse })
  blogPost!: BlogPostResponse;

  @ApiProperty({ type: PublishedArticleResponse })
  article!: PublishedArticleResponse;

  static from(result: { blogPost: BlogPost; article: PublishedArticle }): PublishBlogPostResponse {
    return Object.assign(new PublishBlogPostResponse(), { blogPost: BlogPostResponse.from(result.blogPost), article: { ...result.article } });
  }
}

/** POST /api/social-media/generate/{episodeId} (SPEC §7). */
export class GenerateSocialPostsRequest {
  @ApiProperty({ example: 5, minimum: 1, maximum: 20 })
  @IsInt({ message: 'count must be a whole number from 1 to 20.' })
  count!: number;
}

export class GeneratedSocialPostsResponse {
  @ApiProperty({ type: [SocialMediaPostResponse], description: 'The new posts, pending approval.' })
  posts!: SocialMediaPostResponse[];
}

/** PATCH /api/social-media/{id}/content: the owner's text for a post still under review. */
export class EditSocialPostRequest {
  @ApiProperty({ example: 'One money date a week changed our marriage. #MoneyTalks' })
  @IsString()
  @MaxLength(70_000)
  content!: string;
}

/** POST /api/social-media/text-check: a text measured against a network's limits, for the live counter. */
export class CheckPostTextRequest {
  @ApiProperty({ enum: SOCIAL_PLATFORMS, example: 'twitter' })
  @IsString()
  @MaxLength(100)
  platform!: string;

  @ApiProperty({ example: 'One money date a week. https://harmony.example/episode/12' })
  @IsString()
  @MaxLength(70_000)
  content!: string;
}

export class LimitUsageResponse {
  @ApiProperty({ example: 57 })
  used!: number;

  @ApiProperty({ example: 280 })
  limit!: number;
}

export class BrokenRuleResponse extends LimitUsageResponse {
  @ApiProperty({ enum: ['characters', 'hashtags'] })
  rule!: 'characters' | 'hashtags';

  @ApiProperty({ example: 'X allows 280 characters, each link counted as 23: this text has 291.' })
  message!: string;
}

export class PostTextCheckResponse {
  @ApiProperty({ enum: SOCIAL_PLATFORMS })
  platform!: SocialPlatform;

  @ApiProperty({ type: LimitUsageResponse })
  characters!: LimitUsageResponse;

  @ApiProperty({ type: LimitUsageResponse, nullable: true, description: 'Only where the network caps hashtags (Instagram).' })
  hashtags!: LimitUsageResponse | null;

  @ApiProperty({ type: [BrokenRuleResponse], description: 'Empty when the text fits.' })
  broken!: BrokenRuleResponse[];

  static from(check: PlatformTextCheck): PostTextCheckResponse {
    return Object.assign(new PostTextCheckResponse(), { platform: check.platform, characters: { ...check.characters }, hashtags: check.hashtags && { ...check.hashtags }, broken: check.broken.map((rule) => ({ ...rule })) });
  }
}
