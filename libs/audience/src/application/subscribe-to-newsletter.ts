import { Injectable } from '@nestjs/common';
import { newsletterSignup, NewsletterSubscriptions, NewsletterTokens, requestConfirmation } from '../domain/index.js';
import { queueWithoutFailing } from './audience-mail.js';
import { NewsletterMail } from './newsletter-ports.js';

/**
 * Subscribing twice answers the same as once: nobody can learn from it who is subscribed. A new address
 * (or one that left) is kept `pending` and sent a confirmation link; a pending one gets it again at most
 * every ten minutes; an active one gets nothing (no second sequence).
 */
@Injectable()
export class SubscribeToNewsletter {
  constructor(
    private readonly subscriptions: NewsletterSubscriptions,
    private readonly tokens: NewsletterTokens,
    private readonly mail: NewsletterMail,
  ) {}

  async execute(input: { email: string; tags?: readonly string[] }, now: Date = new Date()): Promise<void> {
    const subscriber = await this.subscriptions.subscribe(newsletterSignup(input));
    const nonce = this.tokens.newNonce();
    const next = requestConfirmation(subscriber, nonce, now);
    // A signup of the same address at the same moment that changed it first sent the confirmation itself.
    if (!next || !(await this.subscriptions.change(subscriber, next))) return;
    const token = this.tokens.confirmation(subscriber.id, nonce, now);
    await queueWithoutFailing(`the newsletter confirmation of subscriber ${subscriber.id}`, () =>
      this.mail.sendConfirmation(subscriber, { token, nonce, validForDays: this.tokens.confirmationValidDays }),
    );
  }
}
