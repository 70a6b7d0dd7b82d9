import { Injectable } from '@nestjs/common';
import { EpisodeRepository } from '../domain/index.js';

/** How many episodes the catalogue holds, scheduled ones included: the analytics dashboard's content stats. */
@Injectable()
export class CountEpisodes {
  constructor(private readonly episodes: EpisodeRepository) {}

  execute(): Promise<number> {
    return this.episodes.count();
  }
}
