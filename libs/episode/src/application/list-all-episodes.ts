import { Injectable } from '@nestjs/common';
import { everyPage } from '@harmony/platform/domain';
import { EpisodeRepository, type PublicEpisode } from '../domain/index.js';

/**
 * Every episode public at `now`, newest first: the podcast feed lists the whole catalogue (a podcast
 * app shows a listener every episode it finds there), read page by page through the same port.
 */
@Injectable()
export class ListAllEpisodes {
  constructor(private readonly episodes: EpisodeRepository) {}

  execute(now: Date = new Date()): Promise<PublicEpisode[]> {
    return everyPage((page) => this.episodes.findAll(page, now));
  }
}
