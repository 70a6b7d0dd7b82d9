import { Injectable } from '@nestjs/common';
import { EpisodeRepository, type Episode } from '../domain/index.js';

@Injectable()
export class ListEpisodes {
  constructor(private readonly episodes: EpisodeRepository) {}

  execute(): Promise<Episode[]> {
    return this.episodes.findAll();
  }
}
