import { Injectable } from '@nestjs/common';
import { ContentChanges } from '@harmony/platform/domain';
import { EPISODE_AGGREGATE, EpisodeNotFound, EpisodeRepository } from '../domain/index.js';

/** Removes an episode from the catalogue; announced at once, so it leaves every public read. Its media files stay stored. */
@Injectable()
export class DeleteEpisode {
  constructor(
    private readonly episodes: EpisodeRepository,
    private readonly changes: ContentChanges,
  ) {}

  async execute(id: number): Promise<void> {
    if (!(await this.episodes.remove(id))) throw new EpisodeNotFound(id);
    await this.changes.publish({ aggregate: EPISODE_AGGREGATE, keys: [id] });
  }
}
