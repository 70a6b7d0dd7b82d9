import type { MailDraft, MailMessage } from './mail-message.js';
import type { StatusAfterTry } from './delivery.js';

/** The messages store (port): each message once under its idempotency key, and the record of its tries. */
export abstract class MailMessages {
  /** Stores the draft as `queued`, unless a message with its idempotency key exists: then that one, untouched. */
  abstract record(draft: MailDraft): Promise<{ readonly message: MailMessage; readonly created: boolean }>;

  abstract findById(id: number): Promise<MailMessage | null>;

  /** The ids of the messages still `queued`, oldest first. */
  abstract waitingIds(): Promise<number[]>;

  /**
   * Atomically moves a `queued` message to `sending` and counts the try; null when it was not `queued`
   * (sent, failed, or claimed by another try), so two tries never both send it.
   */
  abstract claimForSending(id: number): Promise<MailMessage | null>;

  /** Records a try's outcome and the server's answer (`sent` also stamps `sentAt`). */
  abstract recordOutcome(id: number, status: StatusAfterTry, answer: string): Promise<void>;

  /** Marks a message still `sending` as `failed` with `answer`; false when it is no longer `sending`. */
  abstract failIfStillSending(id: number, answer: string): Promise<boolean>;
}
