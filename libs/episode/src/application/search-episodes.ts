import { Injectable } from '@nestjs/common';
import { EpisodeSearch, type EpisodeSearchResults } from '../domain/index.js';

/** The site search's episodes: the public ones matching a visitor's words, best first. */
@Injectable()
export class SearchEpisodes {
  constructor(private readonly index: EpisodeSearch) {}

  execute(query: string, limit: number, now: Date = new Date()): Promise<EpisodeSearchResults> {
    return this.index.search(query, limit, now);
  }
}
