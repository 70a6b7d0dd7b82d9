import { Injectable, Logger } from '@nestjs/common';
import { UnrecoverableJobError } from '@harmony/platform';
import { INTERRUPTED_ANSWER, MailMessages, statusAfter, type MailMessage, type MailStatus, type StatusAfterTry } from '../domain/index.js';
import { Mailer } from './mailer.js';
import { RecipientSuppression } from './recipient-suppression.js';

/** Which try of its job this is (the queue's JobContext says). */
export interface SendTry {
  readonly attempt: number;
  readonly maxAttempts: number;
}

export interface SendQueuedMailResult {
  readonly messageId: number;
  readonly status: MailStatus;
  /** False when this try sent nothing: the message was already sent, settled or interrupted. */
  readonly sentNow: boolean;
}

/** A temporary failure with tries left: the queue retries the job after its backoff. */
export class TemporaryDeliveryFailure extends Error {
  constructor(answer: string) {
    super(`The mail server refused the message for now: ${answer}`);
    this.name = 'TemporaryDeliveryFailure';
  }
}

/** Why a message of a shared body (a broadcast's) was not sent: its address left the list after it was queued. */
export const LEFT_THE_LIST_ANSWER = 'Not sent: the address left the list (unsubscribed, bounced or removed) before its turn came.';

/** What follows a try that did not deliver: a refused recipient is suppressed, and either is logged. */
export async function reportRefusal(
  logger: Logger,
  suppression: RecipientSuppression,
  message: Pick<MailMessage, 'id' | 'kind' | 'to' | 'messageId'>,
  status: StatusAfterTry,
  answer: string,
): Promise<void> {
  if (status === 'bounced') {
    logger.warn(`Message ${message.id} (${message.kind}) to ${message.to} bounced: ${answer}`);
    await suppression.suppress({ address: message.to, reason: 'bounced', answer, messageId: message.messageId });
  }
  if (status === 'failed') logger.warn(`Message ${message.id} (${message.kind}) to ${message.to} failed: ${answer}`);
}

/**
 * The `mail.send` job: sends a stored message through the Mailer, at most once. It claims the message
 * (`queued` → `sending`, atomically) before talking to the server and records the answer after: a try that
 * finds it `sent`, `failed` or `bounced` does nothing, and one that finds it `sending` (an earlier try died
 * mid-send) marks it `failed` rather than risk a second copy (README "Delivery guarantees"). A temporary
 * failure puts it back to `queued` and throws, so the queue retries with backoff; a permanent one settles it
 * (`bounced` and the address suppressed when the recipient was refused). A message of a shared body (a
 * broadcast's, retried or resent) goes only to an address still on the list.
 */
@Injectable()
export class SendQueuedMail {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly messages: MailMessages,
    private readonly mailer: Mailer,
    private readonly suppression: RecipientSuppression,
  ) {}

  async execute(messageId: number, attempt: SendTry): Promise<SendQueuedMailResult> {
    const message = await this.messages.claimForSending(messageId);
    if (!message) return this.notClaimed(messageId);

    if (message.bodyId !== null && !(await this.suppression.reachable([message.to])).has(message.to)) {
      await this.messages.recordOutcome(messageId, 'failed', LEFT_THE_LIST_ANSWER);
      return { messageId, status: 'failed', sentNow: false };
    }

    const answer = await this.mailer.send(message);
    const status = statusAfter(answer, attempt.attempt >= attempt.maxAttempts);
    await this.messages.recordOutcome(messageId, status, answer.answer);
    await reportRefusal(this.logger, this.suppression, message, status, answer.answer);
    if (status === 'queued') throw new TemporaryDeliveryFailure(answer.answer);
    return { messageId, status, sentNow: status === 'sent' };
  }

  private async notClaimed(messageId: number): Promise<SendQueuedMailResult> {
    const found = await this.messages.findById(messageId);
    if (!found) throw new UnrecoverableJobError(`Message ${messageId} does not exist`);
    if (found.status !== 'sending') return { messageId, status: found.status, sentNow: false };
    if (await this.messages.failIfStillSending(messageId, INTERRUPTED_ANSWER)) {
      this.logger.warn(`Message ${messageId} (${found.kind}) to ${found.to} was interrupted while sending; not sent again`);
      return { messageId, status: 'failed', sentNow: false };
    }
    // The try that was sending it recorded its answer meanwhile.
    const settled = await this.messages.findById(messageId);
    return { messageId, status: settled?.status ?? found.status, sentNow: false };
  }
}
