import { Injectable } from '@nestjs/common';
import { ContentChanges } from '@harmony/platform/domain';
import { EPISODE_AGGREGATE, EpisodeNotFound, EpisodeNumberTaken, EpisodeRepository, newMedia, reviseEpisode, type Episode, type EpisodeChanges } from '../domain/index.js';
import { DescriptionSanitizer } from './description-sanitizer.js';
import { MediaLibrary } from './media-library.js';

/**
 * Changes some fields of an episode, in any state: feature or unfeature it, schedule it (a future
 * publishedAt), attach uploaded audio or a cover. Announced at once, so public reads show the change
 * (and the read cache asks again when the next scheduled episode goes public).
 */
@Injectable()
export class UpdateEpisode {
  constructor(
    private readonly episodes: EpisodeRepository,
    private readonly media: MediaLibrary,
    private readonly sanitizer: DescriptionSanitizer,
    private readonly changes: ContentChanges,
  ) {}

  async execute(id: number, changes: EpisodeChanges): Promise<Episode> {
    const episode = await this.episodes.getAny(id);
    if (!episode) throw new EpisodeNotFound(id);
    const revised = reviseEpisode(episode, changes, (description) => this.sanitizer.sanitize(description), await this.media.presence(newMedia(episode, changes)));
    if (revised.number !== episode.number && (await this.episodes.withNumber(revised.number))) throw new EpisodeNumberTaken(revised.number);
    const saved = await this.episodes.update(revised);
    if (!saved) throw new EpisodeNotFound(id);
    await this.changes.publish({ aggregate: EPISODE_AGGREGATE, keys: [id] });
    return saved;
  }
}
