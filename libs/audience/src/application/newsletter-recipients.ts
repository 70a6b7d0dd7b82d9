import { Injectable } from '@nestjs/common';
import { NewsletterSubscriptions } from '../domain/index.js';
import { NewsletterLinks } from './newsletter-links.js';

/** An active subscriber as a broadcast addresses them, with the unsubscribe link its mail carries. */
export interface NewsletterRecipient {
  readonly id: number;
  readonly email: string;
  /** `{PUBLIC_URL}/api/newsletter/unsubscribe?token=…`: for List-Unsubscribe and the footer. */
  readonly unsubscribeUrl: string;
}

/** The confirmed (`active`) subscribers, for another context's broadcast: read in id order, in batches. */
@Injectable()
export class NewsletterRecipients {
  constructor(
    private readonly subscriptions: NewsletterSubscriptions,
    private readonly links: NewsletterLinks,
  ) {}

  /** Up to `limit` active subscribers with an id above `afterId` (from the first when null), ordered by id. */
  async activeBatchAfter(afterId: number | null, limit: number): Promise<NewsletterRecipient[]> {
    return (await this.subscriptions.activeBatchAfter(afterId, limit)).map(({ id, email }) => ({ id, email, unsubscribeUrl: this.links.unsubscribeUrl(id) }));
  }
}
