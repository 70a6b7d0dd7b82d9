import { ApiProperty } from '@nestjs/swagger';
import type { PublicEpisode } from '../../domain/index.js';

export class EpisodeResponse {
  @ApiProperty({ example: 11 }) id!: number;
  @ApiProperty({ example: 11, description: 'The episode number shown as "EP 11".' }) number!: number;
  @ApiProperty({ example: 'Dreaming Big: Writing Your Ten-Year Money Vision' }) title!: string;
  @ApiProperty({ example: '<p>Budgets are easier to keep when they serve a dream you share.</p>', description: 'HTML, as written in the back office.' })
  description!: string;
  @ApiProperty({ example: '<p>Budgets are easier to keep when they serve a dream you share.</p>', description: '`description` sanitized when it was written: safe to put into the page as it is.' })
  descriptionHtml!: string;
  @ApiProperty({ example: '/media/demo/tune-1.mp3' }) audioUrl!: string;
  @ApiProperty({ example: '/media/demo/episode-11.svg' }) imageUrl!: string;
  @ApiProperty({ example: '39:59' }) duration!: string;
  @ApiProperty({ example: '2026-11-10T19:00:00.000Z', format: 'date-time' }) publishedAt!: string;
  @ApiProperty({ example: true }) featured!: boolean;

  static from(episode: PublicEpisode): EpisodeResponse {
    // descriptionHtml as stored: a read never sanitizes (that is done once, when the episode is written).
    return Object.assign(new EpisodeResponse(), { ...episode, publishedAt: episode.publishedAt.toISOString() });
  }
}

/** An episode as the API answers it, for callers outside HTTP (the page's inlined first-screen data). */
export const toEpisodeJson = (episode: PublicEpisode): EpisodeResponse => EpisodeResponse.from(episode);
