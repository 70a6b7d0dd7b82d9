import { Injectable } from '@nestjs/common';
import { EpisodeNotFound, EpisodeRepository, type Episode } from '../domain/index.js';

/** One episode for the Episode Manager, whatever its state (scheduled, without audio…). */
@Injectable()
export class GetManagedEpisode {
  constructor(private readonly episodes: EpisodeRepository) {}

  async execute(id: number): Promise<Episode> {
    const episode = await this.episodes.getAny(id);
    if (!episode) throw new EpisodeNotFound(id);
    return episode;
  }
}
