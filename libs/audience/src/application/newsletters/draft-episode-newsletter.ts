import { Inject, Injectable } from '@nestjs/common';
import { NewsletterIssues, newsletterText } from '../../domain/index.js';
import { BroadcastMail } from './broadcast-ports.js';
import { withHtml } from './manage-newsletters.js';
import { viewOf, type NewsletterView } from './newsletter-view.js';

export interface EpisodeNewsletterDraft {
  readonly episodeId: number;
  readonly subject: string;
  readonly previewText?: string;
  /** Light markdown. */
  readonly content: string;
}

/**
 * Content automation's "new episode" newsletter (issue 25 item 6): a draft the owner reviews, edits and
 * sends like their own. One per episode: processing the episode again keeps the first (and the owner's edits).
 */
@Injectable()
export class DraftEpisodeNewsletter {
  constructor(
    private readonly issues: NewsletterIssues,
    @Inject(BroadcastMail) private readonly mail: BroadcastMail,
  ) {}

  async execute(draft: EpisodeNewsletterDraft): Promise<{ readonly newsletter: NewsletterView; readonly created: boolean }> {
    const text = newsletterText(draft);
    const { issue, created } = await this.issues.createForEpisode({ ...withHtml(text), source: 'content-automation', episodeId: draft.episodeId });
    return { newsletter: await viewOf(issue, this.issues, this.mail), created };
  }
}
