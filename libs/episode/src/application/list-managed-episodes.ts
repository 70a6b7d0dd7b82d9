import { Injectable } from '@nestjs/common';
import { firstPage, type Page, type PageRequest } from '@harmony/platform/domain';
import { EpisodeRepository, type Episode, type EpisodeFilter } from '../domain/index.js';

/** The Episode Manager's list: every episode, scheduled and incomplete ones too, newest first, a page at a time, optionally filtered (the episode picker). */
@Injectable()
export class ListManagedEpisodes {
  constructor(private readonly episodes: EpisodeRepository) {}

  execute(page: PageRequest = firstPage, filter: EpisodeFilter = {}): Promise<Page<Episode>> {
    return this.episodes.listEvery(page, filter);
  }
}
