import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { PageQuery } from '@harmony/platform';
import { DEFAULT_MODERATION_STATUS, SOCIAL_CONTENT_TYPES, SOCIAL_PLATFORMS, SOCIAL_POST_STATUSES, type MediaRender, type SocialContentType, type SocialMediaPost, type SocialPlatform, type SocialPostStatus } from '../../domain/index.js';
import { MediaRenderResponse } from './media-render.dto.js';
import type { EpisodeName, FindConnectedPlatforms, FindPostEpisodes, FindShownMedia, SocialPostStatusChange } from '../../application/index.js';

const STATUS_LIST = SOCIAL_POST_STATUSES.join(', ');

/** GET /api/social-media?status=&limit=&offset=: which posts. The status is checked by the domain (400, code invalid-social-post, on status). */
export class SocialPostsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: SOCIAL_POST_STATUSES, default: DEFAULT_MODERATION_STATUS, description: `One of ${STATUS_LIST}; absent or empty: ${DEFAULT_MODERATION_STATUS}.` })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  status?: string;
}

/** PATCH /api/social-media/{id}/status: a moderation button (Approve, Reject, Publish Now, Reconsider) or the scheduling control. */
export class ChangeSocialPostStatusRequest {
  @ApiProperty({
    enum: SOCIAL_POST_STATUSES,
    example: 'approved',
    description:
      'The status to move to. Moves allowed: pending_approval → approved (Approve) or rejected (Reject); approved → published (Publish Now) or scheduled (with scheduledFor); scheduled → approved (unschedule) or published; rejected → pending_approval (Reconsider); draft → pending_approval.',
  })
  // A missing status is left to the domain, which words it ("The social post status is required: …").
  @ValidateIf((_body: object, value: unknown) => value !== undefined)
  @IsString()
  @MaxLength(100)
  status?: string;

  @ApiPropertyOptional({ example: '2026-12-01T09:30:00.000Z', format: 'date-time', description: 'Required with status scheduled, and in the future: when the post is to be published.' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'The time to publish at must be a date and time such as 2026-12-01T09:30:00Z.' })
  scheduledFor?: string;

  static toChange(body: ChangeSocialPostStatusRequest): SocialPostStatusChange {
    return { status: body.status ?? '', scheduledFor: body.scheduledFor === undefined ? null : new Date(body.scheduledFor) };
  }
}

/** The episode a post is about, as the owner knows it. */
export class SocialPostEpisodeResponse {
  @ApiProperty({ example: 12, description: "The episode's number (the one the owner and listeners know it by)." })
  number!: number;

  @ApiProperty({ example: 'Yours, Mine and Ours: Choosing a Banking Setup That Fits' })
  title!: string;
}

/** A social media post as the moderation screen reads it (SPEC "Social media post (as read)"). */
export class SocialMediaPostResponse {
  @ApiProperty({ example: 41 })
  id!: number;

  @ApiProperty({ enum: SOCIAL_POST_STATUSES, example: 'pending_approval' })
  status!: SocialPostStatus;

  @ApiProperty({ enum: SOCIAL_PLATFORMS, example: 'instagram', description: 'twitter is X; webhook a receiver such as n8n, Zapier or Make.' })
  platform!: SocialPlatform;

  @ApiProperty({ enum: SOCIAL_CONTENT_TYPES, example: 'image', description: 'image: a quote card (imageUrl); reel: a vertical clip (videoUrl, imageUrl its still); text: the text alone.' })
  contentType!: SocialContentType;

  @ApiProperty({ example: 'Money dates work when both of you bring one question. #MoneyAndMarriage' })
  content!: string;

  @ApiProperty({ example: '/media/content/12/quote-card-41.png', nullable: true, type: String })
  imageUrl!: string | null;

  @ApiProperty({ example: null, nullable: true, type: String })
  videoUrl!: string | null;

  @ApiProperty({ example: 7, description: 'The id of the episode the post is about.' })
  episodeId!: number;

  @ApiProperty({ type: SocialPostEpisodeResponse, nullable: true, description: 'The episode the post is about, by number and title; null once that episode is deleted.' })
  episode!: SocialPostEpisodeResponse | null;

  @ApiProperty({ example: '2026-11-23T10:15:00.000Z', format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ example: null, nullable: true, type: String, format: 'date-time', description: 'When a scheduled post is to be published.' })
  scheduledFor!: string | null;

  @ApiProperty({ example: null, nullable: true, type: String, format: 'date-time', description: 'When the post was published.' })
  publishedAt!: string | null;

  @ApiProperty({ type: [MediaRenderResponse], description: 'The renders of the media the post shows (its image, its clip): a failed one says why, and can be rendered again. Empty for a post without generated media.' })
  media!: MediaRenderResponse[];

  @ApiProperty({ example: false, description: 'A job is sending the post to its network (Publish Now, Retry, its scheduled time): it stays approved or scheduled until the network confirms.' })
  publishing!: boolean;

  @ApiProperty({ example: null, nullable: true, type: String, description: "Why the last try at publishing failed, in plain words (the network's reason, a connection to reconnect); null when none failed since." })
  publishError!: string | null;

  @ApiProperty({ example: null, nullable: true, type: String, description: "The network's id of the published post." })
  remoteId!: string | null;

  @ApiProperty({ example: null, nullable: true, type: String, description: 'The live post on its network ("View the live post"); null when not published through a network, or the network gives no address (a webhook).' })
  remoteUrl!: string | null;

  @ApiProperty({ example: true, description: "The post's platform has a connected account (Publish Now goes through it); false: posted by hand, then Mark as published." })
  connected!: boolean;

  static from(post: SocialMediaPost, episode: EpisodeName | null, media: readonly MediaRender[] = [], connected = false): SocialMediaPostResponse {
    return Object.assign(new SocialMediaPostResponse(), {
      id: post.id,
      status: post.status,
      platform: post.platform,
      contentType: post.contentType,
      content: post.content,
      imageUrl: post.imageUrl,
      videoUrl: post.videoUrl,
      episodeId: post.episodeId,
      episode: episode && { number: episode.number, title: episode.title },
      createdAt: post.createdAt.toISOString(),
      scheduledFor: post.scheduledFor?.toISOString() ?? null,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      media: media.map((medium) => MediaRenderResponse.from(medium)),
      publishing: post.publishState === 'publishing',
      publishError: post.publishError,
      remoteId: post.remoteId,
      remoteUrl: post.remoteUrl,
      connected,
    });
  }
}

/** What a post's answer is read with: the renders of its media, its episode's name, the platforms connected. */
export interface SocialPostReads {
  readonly shownMedia: FindShownMedia;
  readonly postEpisodes: FindPostEpisodes;
  readonly platforms: FindConnectedPlatforms;
}

/** The posts as the API answers them, each with its episode's number and title and the renders of the media it shows (its image, its clip): one read of each for the whole list. */
export async function socialPostResponses(posts: readonly SocialMediaPost[], { shownMedia, postEpisodes, platforms }: SocialPostReads): Promise<SocialMediaPostResponse[]> {
  const [mediaOf, episodeOf, isConnected] = await Promise.all([shownMedia.of(posts, (post) => [post.imageUrl, post.videoUrl]), postEpisodes.of(posts), platforms.lookup()]);
  return posts.map((post) => SocialMediaPostResponse.from(post, episodeOf(post), mediaOf(post), isConnected(post.platform)));
}
