import { Injectable } from '@nestjs/common';
import { RecipientSuppression, type RefusedRecipient } from '@harmony/mail';
import { SuppressSubscriber } from '../../application/index.js';

/**
 * The mail context's RecipientSuppression, implemented by the context that owns the lists: an address the
 * server refused for good becomes a `bounced` subscriber, one whose owner complained `unsubscribed`; either
 * way the sequence and the broadcasts pass it by.
 */
@Injectable()
export class AudienceRecipientSuppression extends RecipientSuppression {
  constructor(private readonly suppressSubscriber: SuppressSubscriber) {
    super();
  }

  async suppress({ address, reason }: RefusedRecipient): Promise<void> {
    await this.suppressSubscriber.execute(address, reason);
  }
}
