import { Inject, Injectable, Logger } from '@nestjs/common';
import { confirm, ConfirmationLinkInvalid, NewsletterSubscriptions, NewsletterTokens, remainingSteps } from '../domain/index.js';
import { NEWSLETTER_SETTINGS, NewsletterSequence, type NewsletterSettings } from './newsletter-ports.js';

/**
 * The confirmation page's button (never the link itself: mail scanners fetch links): the address becomes
 * `active` and the welcome sequence starts, Day 0 at once, Day 3 and Day 7 later. A forged, expired, used or
 * replaced link is ConfirmationLinkInvalid, and nothing changes.
 */
@Injectable()
export class ConfirmSubscription {
  private readonly logger = new Logger('Newsletter');

  constructor(
    private readonly subscriptions: NewsletterSubscriptions,
    private readonly tokens: NewsletterTokens,
    private readonly sequence: NewsletterSequence,
    @Inject(NEWSLETTER_SETTINGS) private readonly settings: NewsletterSettings,
  ) {}

  async execute(token: string, now: Date = new Date()): Promise<'active'> {
    const { subscriberId, nonce } = this.tokens.readConfirmation(token, now);
    const subscriber = await this.subscriptions.find(subscriberId);
    if (!subscriber) throw new ConfirmationLinkInvalid();
    const confirmed = confirm(subscriber, nonce, now);
    // Two clicks at once: the one that changed the row first confirmed it; the other's link is used.
    if (!(await this.subscriptions.change(subscriber, confirmed))) throw new ConfirmationLinkInvalid();
    const steps = remainingSteps(confirmed).map(({ step, day }) => ({ step, delayMs: day * this.settings.sequenceDayMs }));
    try {
      await this.sequence.schedule(subscriberId, now.getTime(), steps);
    } catch (error) {
      // The address is confirmed either way; the queue being down costs the welcome, which is logged.
      this.logger.error(`Could not schedule the welcome sequence of subscriber ${subscriberId}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return 'active';
  }
}
