import { EntitySchema } from 'typeorm';
import type { NewsletterSource, NewsletterStatus } from '../../domain/index.js';

/** The row as stored (table `newsletters`). */
export interface NewsletterRow {
  id: number;
  subject: string;
  previewText: string;
  content: string;
  contentHtml: string;
  status: NewsletterStatus;
  scheduledAt: Date | null;
  sentAt: Date | null;
  source: NewsletterSource;
  episodeId: number | null;
  fannedOut: boolean;
  fanOutCursor: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export const NewsletterSchema = new EntitySchema<NewsletterRow>({
  name: 'Newsletter',
  tableName: 'newsletters',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    subject: { type: 'text' },
    previewText: { type: 'text', name: 'preview_text', default: '' },
    content: { type: 'text' },
    contentHtml: { type: 'text', name: 'content_html' },
    status: { type: 'text', default: 'draft' },
    scheduledAt: { type: 'timestamptz', name: 'scheduled_at', nullable: true },
    sentAt: { type: 'timestamptz', name: 'sent_at', nullable: true },
    source: { type: 'text', default: 'owner' },
    episodeId: { type: 'int', name: 'episode_id', nullable: true },
    fannedOut: { type: 'boolean', name: 'fanned_out', default: false },
    fanOutCursor: { type: 'int', name: 'fan_out_cursor', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at', default: () => 'now()' },
    updatedAt: { type: 'timestamptz', name: 'updated_at', default: () => 'now()' },
  },
});
