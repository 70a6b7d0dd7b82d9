import { Injectable, Logger } from '@nestjs/common';
import { RecipientSuppression, type RefusedRecipient } from '../../application/index.js';

/**
 * RecipientSuppression until the audience context implements it: remembers the refused addresses for the
 * life of the process and logs each. The message's own row keeps the bounce (`bounced`, with the answer),
 * so nothing is lost when the process ends.
 */
@Injectable()
export class InMemoryRecipientSuppression extends RecipientSuppression {
  private readonly logger = new Logger('Mail');
  private readonly refused: RefusedRecipient[] = [];

  async suppress(recipient: RefusedRecipient): Promise<void> {
    this.refused.push(recipient);
    this.logger.warn(`Suppressing ${recipient.address}: ${recipient.answer}`);
  }

  /** Every address but those refused in this process: without the audience context there is no list to leave. */
  async reachable(addresses: readonly string[]): Promise<ReadonlySet<string>> {
    const refused = new Set(this.refused.map((recipient) => recipient.address));
    return new Set(addresses.filter((address) => !refused.has(address)));
  }

  /** The addresses refused so far, in order. */
  get suppressed(): readonly RefusedRecipient[] {
    return this.refused;
  }
}
