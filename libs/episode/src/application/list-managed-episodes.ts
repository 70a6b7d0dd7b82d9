import { Injectable } from '@nestjs/common';
import { firstPage, type Page, type PageRequest } from '@harmony/platform/domain';
import { EpisodeRepository, type Episode } from '../domain/index.js';

/** The Episode Manager's list: every episode, scheduled and incomplete ones too, newest first, a page at a time. */
@Injectable()
export class ListManagedEpisodes {
  constructor(private readonly episodes: EpisodeRepository) {}

  execute(page: PageRequest = firstPage): Promise<Page<Episode>> {
    return this.episodes.listEvery(page);
  }
}
