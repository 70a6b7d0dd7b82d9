import { EntitySchema } from 'typeorm';
import type { Chapter, Transcript } from '../../domain/index.js';

/** The row as stored; the domain's Episode stays free of ORM decorators. */
export interface EpisodeRow {
  id: number;
  number: number;
  title: string;
  description: string;
  descriptionHtml: string;
  audioUrl: string | null;
  imageUrl: string | null;
  duration: string;
  publishedAt: Date;
  featured: boolean;
  transcriptUrl: string | null;
  chaptersUrl: string | null;
  /** Read only by the one-episode reads (`select: false`): a list never carries them. */
  transcript?: Transcript | null;
  chapters?: Chapter[] | null;
}

export const EpisodeSchema = new EntitySchema<EpisodeRow>({
  name: 'Episode',
  tableName: 'episodes',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    number: { type: 'int', unique: true },
    title: { type: 'text' },
    description: { type: 'text' },
    descriptionHtml: { type: 'text', name: 'description_html' },
    audioUrl: { type: 'text', name: 'audio_url', nullable: true },
    imageUrl: { type: 'text', name: 'image_url', nullable: true },
    duration: { type: 'text' },
    publishedAt: { type: 'timestamptz', name: 'published_at', default: () => 'now()' },
    featured: { type: 'boolean', default: false },
    transcriptUrl: { type: 'text', name: 'transcript_url', nullable: true },
    chaptersUrl: { type: 'text', name: 'chapters_url', nullable: true },
    transcript: { type: 'jsonb', nullable: true, select: false },
    chapters: { type: 'jsonb', nullable: true, select: false },
  },
});
