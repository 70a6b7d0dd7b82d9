import { Injectable } from '@nestjs/common';
import { ContentChanges } from '@harmony/platform/domain';
import { draftEpisode, EPISODE_AGGREGATE, EpisodeNumberTaken, EpisodeRepository, newMedia, type Episode, type EpisodeInput } from '../domain/index.js';
import { DescriptionSanitizer } from './description-sanitizer.js';
import { MediaLibrary } from './media-library.js';

/**
 * Adds an episode to the catalogue. Its audio and cover may come later (uploads); until it has both,
 * and until its publishedAt, visitors do not see it. Announced at once, so public reads show it.
 */
@Injectable()
export class CreateEpisode {
  constructor(
    private readonly episodes: EpisodeRepository,
    private readonly media: MediaLibrary,
    private readonly sanitizer: DescriptionSanitizer,
    private readonly changes: ContentChanges,
  ) {}

  async execute(input: EpisodeInput): Promise<Episode> {
    const draft = draftEpisode(input, (description) => this.sanitizer.sanitize(description), await this.media.presence(newMedia(null, input)));
    if (await this.episodes.withNumber(draft.number)) throw new EpisodeNumberTaken(draft.number);
    const [added] = await this.episodes.addAll([draft]);
    await this.changes.publish({ aggregate: EPISODE_AGGREGATE, keys: [added!.id] });
    return added!;
  }
}
