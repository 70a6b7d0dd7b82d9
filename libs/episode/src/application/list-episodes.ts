import { Injectable } from '@nestjs/common';
import { firstPage, type Page, type PageRequest } from '@harmony/platform/domain';
import { EpisodeRepository, type Episode } from '../domain/index.js';

@Injectable()
export class ListEpisodes {
  constructor(private readonly episodes: EpisodeRepository) {}

  /** Newest first, one page at a time. */
  execute(page: PageRequest = firstPage): Promise<Page<Episode>> {
    return this.episodes.findAll(page);
  }
}
