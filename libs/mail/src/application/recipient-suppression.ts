/** A recipient the mail server refused for good, and what it answered. */
export interface RefusedRecipient {
  readonly address: string;
  /** The server's answer ("550 5.1.1 No such user"). */
  readonly answer: string;
  /** The message that bounced, by its Message-ID. */
  readonly messageId: string;
}

/**
 * Told of every address the mail server refused for good, so nothing more is sent to it. The audience
 * context owns the lists and will implement it (the subscriber becomes `bounced`); until then the module
 * provides InMemoryRecipientSuppression.
 */
export abstract class RecipientSuppression {
  abstract suppress(recipient: RefusedRecipient): Promise<void>;
}
