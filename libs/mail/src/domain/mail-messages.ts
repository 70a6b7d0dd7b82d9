import type { Page, PageRequest } from '@harmony/platform/domain';
import type { MailDraft, MailMessage, MailStatus } from './mail-message.js';
import type { StatusAfterTry } from './delivery.js';

/** What the owner's Email screen asks of the list: each filter optional, `search` a part of the address or the subject. */
export interface MailMessageFilter {
  readonly status?: MailStatus;
  readonly kind?: string;
  /** Found in the recipient's address or the subject, in any case; `%` and `_` are plain characters. */
  readonly search?: string;
}

/** A message waiting to be sent, and the send round its job belongs to (see `MailMessage.sendRound`). */
export interface WaitingMail {
  readonly id: number;
  readonly sendRound: number;
}

export interface RecordedMessage {
  readonly id: number;
  readonly idempotencyKey: string;
  readonly status: MailStatus;
  readonly created: boolean;
}

export interface MailCounts {
  readonly byStatus: Readonly<Record<MailStatus, number>>;
  /** The latest change among them (the moment the last one settled, once all are); null when there are none. */
  readonly lastUpdatedAt: Date | null;
}

/** The messages store (port): each message once under its idempotency key, and the record of its tries. */
export abstract class MailMessages {
  /** Stores the draft as `queued`, unless a message with its idempotency key exists: then that one, untouched. */
  abstract record(draft: MailDraft): Promise<{ readonly message: MailMessage; readonly created: boolean }>;

  /**
   * `record` for many drafts in one statement: each stored unless its key exists. Answers every draft's
   * message (id, status, whether this call stored it), in no particular order.
   */
  abstract recordMany(drafts: readonly MailDraft[]): Promise<RecordedMessage[]>;

  /** How many messages whose idempotency key starts with `prefix` are in each status, and when the last changed. */
  abstract countByKeyPrefix(prefix: string): Promise<MailCounts>;

  abstract findById(id: number): Promise<MailMessage | null>;

  /** The messages still `queued`, oldest first. */
  abstract waiting(): Promise<WaitingMail[]>;

  /** The owner's list: newest first (the higher id first), filtered, a page at a time. */
  abstract page(filter: MailMessageFilter, page: PageRequest): Promise<Page<MailMessage>>;

  /**
   * The owner's resend: atomically moves a `failed` message back to `queued` and starts its next send round;
   * null when it was not `failed` (so of two resends at once, one wins).
   */
  abstract requeueFailed(id: number): Promise<MailMessage | null>;

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
