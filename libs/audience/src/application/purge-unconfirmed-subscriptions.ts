import { Injectable } from '@nestjs/common';
import { NewsletterSubscriptions, NewsletterTokens } from '../domain/index.js';

/**
 * Forgets the addresses never confirmed once their last link has expired (7 days): an address typed by
 * someone else, or by a bot, is not kept. Answers how many went.
 */
@Injectable()
export class PurgeUnconfirmedSubscriptions {
  constructor(
    private readonly subscriptions: NewsletterSubscriptions,
    private readonly tokens: NewsletterTokens,
  ) {}

  execute(now: Date = new Date()): Promise<number> {
    // A link sent at `sentBefore` expires now: every row whose last link went out earlier has none that works.
    const sentBefore = new Date(now.getTime() - (this.tokens.confirmationExpiry(now).getTime() - now.getTime()));
    return this.subscriptions.purgeUnconfirmed(sentBefore);
  }
}
