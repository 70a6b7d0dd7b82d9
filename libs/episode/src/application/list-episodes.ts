import { Injectable } from '@nestjs/common';
import { firstPage, type Page, type PageRequest } from '@harmony/platform/domain';
import { EpisodeRepository, type PublicEpisode } from '../domain/index.js';

@Injectable()
export class ListEpisodes {
  constructor(private readonly episodes: EpisodeRepository) {}

  /** The episodes public at `now`, newest first, one page at a time. */
  execute(page: PageRequest = firstPage, now: Date = new Date()): Promise<Page<PublicEpisode>> {
    return this.episodes.findAll(page, now);
  }
}
