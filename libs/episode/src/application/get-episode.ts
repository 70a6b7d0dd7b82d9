import { Injectable } from '@nestjs/common';
import { EpisodeNotFound, EpisodeRepository, type Episode } from '../domain/index.js';

@Injectable()
export class GetEpisode {
  constructor(private readonly episodes: EpisodeRepository) {}

  async execute(id: number): Promise<Episode> {
    const episode = await this.episodes.findById(id);
    if (!episode) throw new EpisodeNotFound(id);
    return episode;
  }
}
