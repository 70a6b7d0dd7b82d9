import { Injectable } from '@nestjs/common';
import { EpisodeNotFound, EpisodeRepository, type PublicEpisode } from '../domain/index.js';

/** One episode by id; one not public at `now` (scheduled, or without its audio or cover) is as absent as a missing one. */
@Injectable()
export class GetEpisode {
  constructor(private readonly episodes: EpisodeRepository) {}

  async execute(id: number, now: Date = new Date()): Promise<PublicEpisode> {
    const episode = await this.episodes.findById(id, now);
    if (!episode) throw new EpisodeNotFound(id);
    return episode;
  }
}
