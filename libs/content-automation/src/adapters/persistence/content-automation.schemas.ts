import { EntitySchema } from 'typeorm';
import type { BlogPostStatus, MediaKind, MediaRenderStatus, SocialContentType, SocialPlatform, SocialPostStatus, VideoPodcastStatus } from '../../domain/index.js';

export interface SocialMediaPostRow {
  id: number;
  episodeId: number;
  contentType: SocialContentType;
  platform: SocialPlatform;
  content: string;
  imageUrl: string | null;
  videoUrl: string | null;
  status: SocialPostStatus;
  scheduledFor: Date | null;
  publishedAt: Date | null;
  createdAt: Date;
  publishState: 'publishing' | null;
  publishError: string | null;
  remoteId: string | null;
  remoteUrl: string | null;
  publishAttempts: number;
  /** The processing run (upload) that generated it; null for a post written on demand. */
  runId?: string | null;
}

export const SocialMediaPostSchema = new EntitySchema<SocialMediaPostRow>({
  name: 'SocialMediaPost',
  tableName: 'social_media_posts',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    episodeId: { type: 'int', name: 'episode_id' },
    contentType: { type: 'text', name: 'content_type' },
    platform: { type: 'text' },
    content: { type: 'text' },
    imageUrl: { type: 'text', name: 'image_url', nullable: true },
    videoUrl: { type: 'text', name: 'video_url', nullable: true },
    status: { type: 'text', default: 'draft' },
    scheduledFor: { type: 'timestamptz', name: 'scheduled_for', nullable: true },
    publishedAt: { type: 'timestamptz', name: 'published_at', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
    publishState: { type: 'text', name: 'publish_state', nullable: true },
    publishError: { type: 'text', name: 'publish_error', nullable: true },
    remoteId: { type: 'text', name: 'remote_id', nullable: true },
    remoteUrl: { type: 'text', name: 'remote_url', nullable: true },
    publishAttempts: { type: 'int', name: 'publish_attempts', default: 0 },
    runId: { type: 'text', name: 'run_id', nullable: true, select: false },
  },
});

export interface BlogPostRow {
  id: number;
  episodeId: number;
  runId: string | null;
  title: string;
  content: string;
  excerpt: string;
  imageUrl: string | null;
  status: BlogPostStatus;
  scheduledFor: Date | null;
  publishedAt: Date | null;
  createdAt: Date;
}

export const BlogPostSchema = new EntitySchema<BlogPostRow>({
  name: 'GeneratedBlogPost',
  tableName: 'blog_posts',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    episodeId: { type: 'int', name: 'episode_id' },
    runId: { type: 'text', name: 'run_id', nullable: true },
    title: { type: 'text' },
    content: { type: 'text' },
    excerpt: { type: 'text' },
    imageUrl: { type: 'text', name: 'image_url', nullable: true },
    status: { type: 'text', default: 'draft' },
    scheduledFor: { type: 'timestamptz', name: 'scheduled_for', nullable: true },
    publishedAt: { type: 'timestamptz', name: 'published_at', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
  },
});

export interface VideoPodcastRow {
  id: number;
  episodeId: number;
  runId: string | null;
  title: string;
  description: string;
  videoUrl: string;
  thumbnailUrl: string;
  status: VideoPodcastStatus;
  publishedAt: Date | null;
  createdAt: Date;
}

export const VideoPodcastSchema = new EntitySchema<VideoPodcastRow>({
  name: 'VideoPodcast',
  tableName: 'video_podcasts',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    episodeId: { type: 'int', name: 'episode_id' },
    runId: { type: 'text', name: 'run_id', nullable: true },
    title: { type: 'text' },
    description: { type: 'text' },
    videoUrl: { type: 'text', name: 'video_url' },
    thumbnailUrl: { type: 'text', name: 'thumbnail_url' },
    status: { type: 'text', default: 'processing' },
    publishedAt: { type: 'timestamptz', name: 'published_at', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
  },
});

export interface MediaRenderRow {
  id: number;
  episodeId: number;
  runId: string;
  kind: MediaKind;
  url: string;
  audioUrl: string;
  quote: string;
  startSeconds: number | null;
  status: MediaRenderStatus;
  failureReason: string | null;
  renders: number;
  updatedAt: Date;
}

export const MediaRenderSchema = new EntitySchema<MediaRenderRow>({
  name: 'MediaRender',
  tableName: 'media_renders',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    episodeId: { type: 'int', name: 'episode_id' },
    runId: { type: 'text', name: 'run_id' },
    kind: { type: 'text' },
    url: { type: 'text' },
    audioUrl: { type: 'text', name: 'audio_url' },
    quote: { type: 'text' },
    startSeconds: { type: 'double precision', name: 'start_seconds', nullable: true },
    status: { type: 'text', default: 'rendering' },
    failureReason: { type: 'text', name: 'failure_reason', nullable: true },
    renders: { type: 'int', default: 1 },
    updatedAt: { type: 'timestamptz', name: 'updated_at', updateDate: true },
  },
});

export const contentAutomationSchemas = [SocialMediaPostSchema, BlogPostSchema, VideoPodcastSchema, MediaRenderSchema];
