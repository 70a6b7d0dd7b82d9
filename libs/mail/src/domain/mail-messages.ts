import type { Page, PageRequest } from '@harmony/platform/domain';
import type { BulkMailDraft, BulkMailMessage, MailDraft, MailMessage, MailStatus } from './mail-message.js';
import type { SharedBody } from './shared-body.js';
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

/** A try's outcome in a batch: recorded for many messages in one go. */
export interface BatchOutcome {
  readonly id: number;
  readonly status: StatusAfterTry;
  readonly answer: string;
}

/** A batch of a shared body's messages: sent by one job, claimed a few at a time. */
export interface MailBatch {
  readonly bodyId: number;
  readonly batch: number;
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

  /** Stores a shared body once under `key` (a broadcast's run again finds the one stored): its id. */
  abstract storeBody(key: string, body: SharedBody): Promise<number>;

  abstract findBody(id: number): Promise<SharedBody | null>;

  /**
   * Stores, in one statement, one message per draft of the shared body `bodyId`, `queued`, in a batch of a
   * new number, unless its key exists. A message of an earlier batch still never tried joins the new batch
   * (its job may never have been queued: the caller stopped in between), one tried or settled stays as it is.
   * Answers the new batch (null when none of the drafts is left to send) and how many messages were new.
   */
  abstract recordBulk(bodyId: number, drafts: readonly BulkMailDraft[]): Promise<{ readonly batch: MailBatch | null; readonly created: number }>;

  /**
   * Atomically moves up to `limit` messages of the batch that were never tried (`queued`, no attempt, first
   * round) to `sending`, counting the try, and answers them: two claims never take the same message.
   */
  abstract claimBatch(batch: MailBatch, limit: number): Promise<BulkMailMessage[]>;

  /**
   * Marks `failed` with `answer` the batch's messages left `sending` by a first try that never recorded its
   * answer (the job's earlier run stopped mid-send); answers how many.
   */
  abstract failInterruptedInBatch(batch: MailBatch, answer: string): Promise<number>;

  /** `recordOutcome` for many messages in one statement. */
  abstract recordOutcomes(outcomes: readonly BatchOutcome[]): Promise<void>;

  /** The batches with messages never tried (to queue their jobs again at start). */
  abstract waitingBatches(): Promise<MailBatch[]>;

  /** How many messages whose idempotency key starts with `prefix` are in each status, and when the last changed. */
  abstract countByKeyPrefix(prefix: string): Promise<MailCounts>;

  abstract findById(id: number): Promise<MailMessage | null>;

  /** The messages still `queued` that their own job sends (not a batch's untried ones), oldest first. */
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
