import { Injectable } from '@nestjs/common';
import { NewsletterSubscriptions, NewsletterTokens, unsubscribe } from '../domain/index.js';

/** How often a change lost to a simultaneous one is tried again from the new state. */
const TRIES = 3;

/**
 * The unsubscribe link's POST (the page's button, or a mail client's RFC 8058 one-click): unsubscribed at
 * once, whatever the address was. An address already removed from the lists gets nothing either: done. A
 * forged or malformed link is UnsubscribeLinkInvalid.
 */
@Injectable()
export class UnsubscribeFromNewsletter {
  constructor(
    private readonly subscriptions: NewsletterSubscriptions,
    private readonly tokens: NewsletterTokens,
  ) {}

  async execute(token: string, now: Date = new Date()): Promise<'unsubscribed'> {
    const { subscriberId } = this.tokens.readUnsubscribe(token);
    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      const subscriber = await this.subscriptions.find(subscriberId);
      if (!subscriber) return 'unsubscribed';
      const next = unsubscribe(subscriber, now);
      if (next === subscriber || (await this.subscriptions.change(subscriber, next))) return 'unsubscribed';
    }
    throw new Error(`Subscriber ${subscriberId} kept changing while being unsubscribed`);
  }
}
