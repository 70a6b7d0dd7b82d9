import { Injectable } from '@nestjs/common';
import { newsletterSignup, NewsletterSubscriptions } from '../domain/index.js';

/** Subscribing twice answers the same as once: nobody can learn from it who is subscribed. */
@Injectable()
export class SubscribeToNewsletter {
  constructor(private readonly subscriptions: NewsletterSubscriptions) {}

  async execute(input: { email: string; tags?: readonly string[] }): Promise<void> {
    await this.subscriptions.subscribe(newsletterSignup(input));
  }
}
