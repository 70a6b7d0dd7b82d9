import { Injectable } from '@nestjs/common';
import { pageLimits } from '@harmony/platform/domain';
import { EpisodeRepository, type PublicEpisode } from '../domain/index.js';

/**
 * Every episode public at `now`, newest first: the podcast feed lists the whole catalogue (a podcast
 * app shows a listener every episode it finds there), read page by page through the same port.
 */
@Injectable()
export class ListAllEpisodes {
  constructor(private readonly episodes: EpisodeRepository) {}

  async execute(now: Date = new Date()): Promise<PublicEpisode[]> {
    const all: PublicEpisode[] = [];
    for (let offset = 0; ; offset += pageLimits.maxLimit) {
      const page = await this.episodes.findAll({ limit: pageLimits.maxLimit, offset }, now);
      all.push(...page.items);
      if (page.items.length < pageLimits.maxLimit || all.length >= page.total) return all;
    }
  }
}
