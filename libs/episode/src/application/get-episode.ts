import { Injectable } from '@nestjs/common';
import { EpisodeNotFound, EpisodeRepository, type Episode } from '../domain/index.js';

/** One episode by id; a scheduled one (not yet public at `now`) is as absent as a missing one. */
@Injectable()
export class GetEpisode {
  constructor(private readonly episodes: EpisodeRepository) {}

  async execute(id: number, now: Date = new Date()): Promise<Episode> {
    const episode = await this.episodes.findById(id, now);
    if (!episode) throw new EpisodeNotFound(id);
    return episode;
  }
}
