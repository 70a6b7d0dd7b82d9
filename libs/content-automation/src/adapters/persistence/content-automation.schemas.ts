import { EntitySchema } from 'typeorm';
import type { SocialContentType, SocialPlatform, SocialPostStatus } from '../../domain/index.js';

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
  },
});

export const contentAutomationSchemas = [SocialMediaPostSchema];
