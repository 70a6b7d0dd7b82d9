/** Why an address must get nothing more: the server refused it for good, or its owner reported our mail as spam. */
export type SuppressionReason = 'bounced' | 'complained';

/** An address to suppress, and what said so. */
export interface RefusedRecipient {
  readonly address: string;
  readonly reason: SuppressionReason;
  /** The server's answer ("550 5.1.1 No such user"), or the provider's report in words. */
  readonly answer: string;
  /** The message that bounced or was complained of, by its Message-ID, when known. */
  readonly messageId?: string;
}

/**
 * Told of every address refused for good (a 5xx answer to our send, a provider's bounce or complaint
 * webhook), so nothing more is sent to it. The audience context owns the lists and implements it (the
 * subscriber becomes `bounced` or `unsubscribed`); without it the module provides InMemoryRecipientSuppression.
 */
export abstract class RecipientSuppression {
  abstract suppress(recipient: RefusedRecipient): Promise<void>;

  /**
   * Of these addresses, those bulk mail (a broadcast's messages) may still go to: asked just before they are
   * sent, so an address that left the list after its message was queued (unsubscribed, bounced, removed) is
   * sent nothing.
   */
  abstract reachable(addresses: readonly string[]): Promise<ReadonlySet<string>>;
}
