import { Injectable } from '@nestjs/common';
import { RecipientSuppression, type RefusedRecipient } from '@harmony/mail';
import { NewsletterSubscriptions } from '../../domain/index.js';
import { SuppressSubscriber } from '../../application/index.js';

/**
 * The mail context's RecipientSuppression, implemented by the context that owns the lists: an address the
 * server refused for good becomes a `bounced` subscriber, one whose owner complained `unsubscribed`; either
 * way the sequence and the broadcasts pass it by. A broadcast's messages reach only active subscribers,
 * asked again just before they are sent.
 */
@Injectable()
export class AudienceRecipientSuppression extends RecipientSuppression {
  constructor(
    private readonly suppressSubscriber: SuppressSubscriber,
    private readonly subscriptions: NewsletterSubscriptions,
  ) {
    super();
  }

  async suppress({ address, reason }: RefusedRecipient): Promise<void> {
    await this.suppressSubscriber.execute(address, reason);
  }

  async reachable(addresses: readonly string[]): Promise<ReadonlySet<string>> {
    const active = new Set(await this.subscriptions.activeAmong(addresses));
    return new Set(addresses.filter((address) => active.has(address.trim().toLowerCase())));
  }
}
