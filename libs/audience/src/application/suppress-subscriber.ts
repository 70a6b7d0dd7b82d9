import { Injectable } from '@nestjs/common';
import { NewsletterSubscriptions, suppress, type SuppressionCause } from '../domain/index.js';

const TRIES = 3;

/**
 * The mail context's word that an address must get nothing more: a bounce makes its subscription `bounced`,
 * a spam complaint `unsubscribed`. An address the newsletter does not hold (a workshop registrant's) changes
 * nothing here.
 */
@Injectable()
export class SuppressSubscriber {
  constructor(private readonly subscriptions: NewsletterSubscriptions) {}

  async execute(email: string, cause: SuppressionCause, now: Date = new Date()): Promise<void> {
    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      const subscriber = await this.subscriptions.findByEmail(email);
      const next = subscriber && suppress(subscriber, cause, now);
      if (!subscriber || !next || (await this.subscriptions.change(subscriber, next))) return;
    }
    throw new Error(`The subscription of ${email} kept changing while being suppressed`);
  }
}
