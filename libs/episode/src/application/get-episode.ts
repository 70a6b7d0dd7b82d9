import { Injectable } from '@nestjs/common';
import { EpisodeNotFound, EpisodeRepository, type PublicEpisodeDetail } from '../domain/index.js';

/**
 * One episode by id, with its transcript and chapters; one not public at `now` (scheduled, or without
 * its audio or cover) is as absent as a missing one.
 */
@Injectable()
export class GetEpisode {
  constructor(private readonly episodes: EpisodeRepository) {}

  async execute(id: number, now: Date = new Date()): Promise<PublicEpisodeDetail> {
    const [episode, companions] = await Promise.all([this.episodes.findById(id, now), this.episodes.transcriptAndChapters(id)]);
    if (!episode || !companions) throw new EpisodeNotFound(id);
    return { ...episode, ...companions };
  }
}
