import { Injectable } from '@nestjs/common';
import { confirm, ConfirmationLinkInvalid, NewsletterSubscriptions, NewsletterTokens } from '../domain/index.js';
import { WelcomeSequence } from './welcome-sequence.js';

/**
 * The confirmation page's button (never the link itself: mail scanners fetch links): the address becomes
 * `active` and the welcome sequence starts, Day 0 at once, Day 3 and Day 7 later. A forged, expired, used or
 * replaced link is ConfirmationLinkInvalid, and nothing changes.
 */
@Injectable()
export class ConfirmSubscription {
  constructor(
    private readonly subscriptions: NewsletterSubscriptions,
    private readonly tokens: NewsletterTokens,
    private readonly welcome: WelcomeSequence,
  ) {}

  async execute(token: string, now: Date = new Date()): Promise<'active'> {
    const { subscriberId, nonce } = this.tokens.readConfirmation(token, now);
    const subscriber = await this.subscriptions.find(subscriberId);
    if (!subscriber) throw new ConfirmationLinkInvalid();
    const confirmed = confirm(subscriber, nonce, now);
    // Two clicks at once: the one that changed the row first confirmed it; the other's link is used.
    if (!(await this.subscriptions.change(subscriber, confirmed))) throw new ConfirmationLinkInvalid();
    // The address is confirmed either way; a queue that is away owes the sequence (WelcomeSequence).
    await this.welcome.start({ ...subscriber, ...confirmed }, now);
    return 'active';
  }
}
