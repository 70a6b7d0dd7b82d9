/** What every message shares, from the mail context's configuration (mail.config.ts). */
export interface MailSettings {
  /** The From of a message that names none (MAIL_FROM). */
  readonly from: string;
  /** The domain of MAIL_FROM's address: Message-IDs are made on it. */
  readonly senderDomain: string;
  /** Tries of `mail.send` (the first included) and the wait before the first retry, doubled at each. */
  readonly retry: { readonly attempts: number; readonly backoffDelayMs: number };
  /**
   * How many messages of a batch (a broadcast) are handed to the server per second (MAIL_RATE_PER_SECOND);
   * 0: as fast as the queue runs them. Single messages (a confirmation) are never held back. Optional so a
   * test's settings need not name it: absent is no limit.
   */
  readonly ratePerSecond?: number;
}

/** The DI token of the MailSettings in force. */
export const MAIL_SETTINGS = Symbol('MAIL_SETTINGS');
