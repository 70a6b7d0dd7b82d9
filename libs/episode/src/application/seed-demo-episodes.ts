import { Injectable } from '@nestjs/common';
import { ContentChanges } from '@harmony/platform/domain';
import { draftEpisode, EPISODE_AGGREGATE, EpisodeRepository } from '../domain/index.js';
import { DemoMedia } from './demo-media.js';
import { demoEpisodes } from './demo-episodes.js';
import { DescriptionSanitizer } from './description-sanitizer.js';

/** Fills an empty catalogue with demo episodes; a catalogue with any episode is left alone. */
@Injectable()
export class SeedDemoEpisodes {
  constructor(
    private readonly episodes: EpisodeRepository,
    private readonly media: DemoMedia,
    private readonly sanitizer: DescriptionSanitizer,
    private readonly changes: ContentChanges,
  ) {}

  async execute(): Promise<{ seeded: number }> {
    if ((await this.episodes.count()) > 0) return { seeded: 0 };
    const drafts = [];
    // One at a time: episodes may share generated media, which must be made only once.
    for (const demo of demoEpisodes) {
      const audioUrl = await this.media.createAudio(demo.number);
      const imageUrl = await this.media.createCover(demo.number, demo.title);
      drafts.push(draftEpisode({ ...demo, audioUrl, imageUrl }, (description) => this.sanitizer.sanitize(description)));
    }
    const added = await this.episodes.addAll(drafts);
    // A bulk write: every episode read may have changed.
    await this.changes.publish({ aggregate: EPISODE_AGGREGATE, keys: [] });
    return { seeded: added.length };
  }
}
