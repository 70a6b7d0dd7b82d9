import { Injectable } from '@nestjs/common';
import { EpisodeRepository } from '../domain/index.js';

/**
 * When the public episode reads next change by themselves: the moment the next scheduled episode goes
 * public, or null when none is scheduled. The read cache expires its episode answers then.
 */
@Injectable()
export class NextEpisodePublication {
  constructor(private readonly episodes: EpisodeRepository) {}

  execute(now: Date = new Date()): Promise<Date | null> {
    return this.episodes.nextPublicationAfter(now);
  }
}
