import { Injectable } from '@nestjs/common';
import type { SocialMediaPost } from '../domain/index.js';
import { EpisodeCatalogue, type EpisodeName } from './episode-catalogue.js';

/**
 * The episodes social posts are about, named as the owner knows them (number and title), read once for
 * a whole list. Null for a post whose episode was deleted since.
 */
@Injectable()
export class FindPostEpisodes {
  constructor(private readonly catalogue: EpisodeCatalogue) {}

  async of(posts: readonly Pick<SocialMediaPost, 'episodeId'>[]): Promise<(post: Pick<SocialMediaPost, 'episodeId'>) => EpisodeName | null> {
    const ids = [...new Set(posts.map((post) => post.episodeId))];
    const byId = new Map((ids.length ? await this.catalogue.namesOf(ids) : []).map((episode) => [episode.id, episode]));
    return (post) => byId.get(post.episodeId) ?? null;
  }
}
