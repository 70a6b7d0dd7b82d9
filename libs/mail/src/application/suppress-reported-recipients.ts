import { Injectable } from '@nestjs/common';
import { RecipientSuppression, type RefusedRecipient } from './recipient-suppression.js';

/**
 * Suppresses the addresses a provider reported (issue 25 item 5): each once per report, the first reason
 * given for it winning. Returns how many were suppressed. A report seen again (SNS and Postmark deliver at
 * least once) suppresses the same addresses again, which changes nothing.
 */
@Injectable()
export class SuppressReportedRecipients {
  constructor(private readonly suppression: RecipientSuppression) {}

  async execute(reported: readonly RefusedRecipient[]): Promise<number> {
    const unique = new Map<string, RefusedRecipient>();
    for (const recipient of reported) {
      const key = recipient.address.toLowerCase();
      if (!unique.has(key)) unique.set(key, recipient);
    }
    for (const recipient of unique.values()) await this.suppression.suppress(recipient);
    return unique.size;
  }
}
