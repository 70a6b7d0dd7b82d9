import { Injectable } from '@nestjs/common';
import { DraftEpisodeNewsletter } from '@harmony/audience';
import { NewsletterDrafts, type WrittenNewsletter } from '../../application/index.js';

/** The "new episode" newsletter through the audience context's own use case: its rules, rendering and one-per-episode store. */
@Injectable()
export class AudienceNewsletterDrafts extends NewsletterDrafts {
  constructor(private readonly draftEpisodeNewsletter: DraftEpisodeNewsletter) {
    super();
  }

  async draftForEpisode(episodeId: number, newsletter: WrittenNewsletter): Promise<void> {
    await this.draftEpisodeNewsletter.execute({ episodeId, ...newsletter });
  }
}
