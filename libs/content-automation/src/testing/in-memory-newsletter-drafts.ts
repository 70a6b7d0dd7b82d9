import { NewsletterDrafts, type WrittenNewsletter } from '../application/index.js';

/** Keeps the first draft per episode, as the audience context does. */
export class InMemoryNewsletterDrafts extends NewsletterDrafts {
  readonly drafts = new Map<number, WrittenNewsletter>();
  /** Every call, the repeated ones too. */
  calls = 0;

  async draftForEpisode(episodeId: number, newsletter: WrittenNewsletter): Promise<void> {
    this.calls += 1;
    if (!this.drafts.has(episodeId)) this.drafts.set(episodeId, newsletter);
  }
}
