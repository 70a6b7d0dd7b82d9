import { Injectable } from '@nestjs/common';
import { DescriptionSanitizer } from './description-sanitizer.js';

/**
 * The Episode Manager's live preview: the description rendered as a write would store it, by the same
 * renderer, so the owner sees what the episode page will show. Stores nothing; nothing written previews as nothing.
 */
@Injectable()
export class PreviewEpisodeDescription {
  constructor(private readonly renderer: DescriptionSanitizer) {}

  execute(description: string): { html: string } {
    // Trimmed as `draftEpisode` stores it.
    const written = description.trim();
    return { html: written ? this.renderer.sanitize(written) : '' };
  }
}
