import { ApiProperty } from '@nestjs/swagger';
import type { Chapter, PublicEpisode, PublicEpisodeDetail, Transcript } from '../../domain/index.js';

const TRANSCRIPT_URL = 'The transcript as a WebVTT file (what podcast:transcript links); null when the episode has none.';
const CHAPTERS_URL = 'The chapters as a JSON Chapters file (Podcasting 2.0, what podcast:chapters links); null when the episode has none.';

export class EpisodeResponse {
  @ApiProperty({ example: 11 }) id!: number;
  @ApiProperty({ example: 11, description: 'The episode number shown as "EP 11".' }) number!: number;
  @ApiProperty({ example: 'Dreaming Big: Writing Your Ten-Year Money Vision' }) title!: string;
  @ApiProperty({
    example: '<p>Budgets are easier to keep when they serve a dream you share.</p>',
    description: 'The description, rendered from its markdown and sanitized when it was written: safe to put into the page as it is. (The markdown as written is only the owner\'s: GET /api/admin/episodes/{id}.)',
  })
  descriptionHtml!: string;
  @ApiProperty({ example: '/media/demo/bed-1.mp3' }) audioUrl!: string;
  @ApiProperty({ example: '/media/demo/episode-11.svg' }) imageUrl!: string;
  @ApiProperty({ example: '39:59' }) duration!: string;
  @ApiProperty({ example: '2026-11-10T19:00:00.000Z', format: 'date-time' }) publishedAt!: string;
  @ApiProperty({ example: true }) featured!: boolean;
  @ApiProperty({ example: '/media/episodes/12/transcript-ab12cd34ef56.vtt', nullable: true, type: String, description: TRANSCRIPT_URL }) transcriptUrl!: string | null;
  @ApiProperty({ example: '/media/episodes/12/chapters-ab12cd34ef56.json', nullable: true, type: String, description: CHAPTERS_URL }) chaptersUrl!: string | null;

  static from(episode: PublicEpisode): EpisodeResponse {
    // descriptionHtml as stored: a read never sanitizes (that is done once, when the episode is written).
    return Object.assign(new EpisodeResponse(), EpisodeResponse.fields(episode));
  }

  /** The list fields of any episode: never its transcript or chapters, whatever the object carries. */
  protected static fields(episode: PublicEpisode) {
    // Never `description` as written: it may carry anything, and visitors get only what is safe to render.
    const { id, number, title, descriptionHtml, audioUrl, imageUrl, duration, publishedAt, featured, transcriptUrl, chaptersUrl } = episode;
    return { id, number, title, descriptionHtml, audioUrl, imageUrl, duration, publishedAt: publishedAt.toISOString(), featured, transcriptUrl, chaptersUrl };
  }
}

export class TranscriptCueResponse {
  @ApiProperty({ example: 12.5, description: 'Seconds from the start of the audio.' }) startSeconds!: number;
  @ApiProperty({ example: 16.25, description: 'Seconds from the start of the audio; after startSeconds.' }) endSeconds!: number;
  @ApiProperty({ example: 'Ana: Welcome back to the show.', description: 'Plain text (a WebVTT voice is written "Name: "); lines joined with \\n.' }) text!: string;
}

export class TranscriptResponse {
  @ApiProperty({ type: [TranscriptCueResponse], description: 'Sorted by start.' }) cues!: TranscriptCueResponse[];
}

export class ChapterResponse {
  @ApiProperty({ example: 754, description: 'Seconds from the start of the audio; chapters come in order of their start.' }) startSeconds!: number;
  @ApiProperty({ example: 'Our money date' }) title!: string;
}

const chapterJson = ({ startSeconds, title }: Chapter): ChapterResponse => ({ startSeconds, title });
const transcriptJson = (transcript: Transcript): TranscriptResponse => ({ cues: transcript.cues.map(({ startSeconds, endSeconds, text }) => ({ startSeconds, endSeconds, text })) });

/** One episode as its page reads it (GET /api/episodes/{id}): the list fields with its transcript and chapters. */
export class EpisodeDetailResponse extends EpisodeResponse {
  @ApiProperty({ type: TranscriptResponse, nullable: true, description: 'What is said, cue by cue; null when the episode has no transcript.' }) transcript!: TranscriptResponse | null;
  @ApiProperty({ type: [ChapterResponse], nullable: true, description: 'null when the episode has no chapters.' }) chapters!: ChapterResponse[] | null;

  static fromDetail(episode: PublicEpisodeDetail): EpisodeDetailResponse {
    return Object.assign(new EpisodeDetailResponse(), EpisodeResponse.fields(episode), {
      transcript: episode.transcript ? transcriptJson(episode.transcript) : null,
      chapters: episode.chapters ? episode.chapters.map(chapterJson) : null,
    });
  }
}

const isDetail = (episode: PublicEpisode | PublicEpisodeDetail): episode is PublicEpisodeDetail => 'transcript' in episode && 'chapters' in episode;

/**
 * An episode as the API answers it, for callers outside HTTP (the page's inlined first-screen data): an
 * episode read alone (GetEpisode) with its transcript and chapters, as GET /api/episodes/{id} answers it.
 */
export const toEpisodeJson = (episode: PublicEpisode | PublicEpisodeDetail): EpisodeResponse => (isDetail(episode) ? EpisodeDetailResponse.fromDetail(episode) : EpisodeResponse.from(episode));
