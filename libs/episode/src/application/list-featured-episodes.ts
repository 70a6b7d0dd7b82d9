import { Injectable } from '@nestjs/common';
import { EpisodeRepository, type PublicEpisode } from '../domain/index.js';

@Injectable()
export class ListFeaturedEpisodes {
  constructor(private readonly episodes: EpisodeRepository) {}

  /** The featured episodes public at `now`, newest first. */
  execute(now: Date = new Date()): Promise<PublicEpisode[]> {
    return this.episodes.findFeatured(now);
  }
}
