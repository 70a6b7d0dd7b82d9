import { Injectable, Logger } from '@nestjs/common';
import { UnrecoverableJobError } from '@harmony/platform';
import { INTERRUPTED_ANSWER, MailMessages, statusAfter, type MailStatus } from '../domain/index.js';
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

/**
 * The `mail.send` job: sends a stored message through the Mailer, at most once. It claims the message
 * (`queued` → `sending`, atomically) before talking to the server and records the answer after: a try that
 * finds it `sent`, `failed` or `bounced` does nothing, and one that finds it `sending` (an earlier try died
 * mid-send) marks it `failed` rather than risk a second copy (README "Delivery guarantees"). A temporary
 * failure puts it back to `queued` and throws, so the queue retries with backoff; a permanent one settles it
 * (`bounced` and the address suppressed when the recipient was refused).
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

    const answer = await this.mailer.send(message);
    const status = statusAfter(answer, attempt.attempt >= attempt.maxAttempts);
    await this.messages.recordOutcome(messageId, status, answer.answer);
    if (status === 'bounced') {
      this.logger.warn(`Message ${messageId} (${message.kind}) to ${message.to} bounced: ${answer.answer}`);
      await this.suppression.suppress({ address: message.to, reason: 'bounced', answer: answer.answer, messageId: message.messageId });
    }
    if (status === 'failed') this.logger.warn(`Message ${messageId} (${message.kind}) to ${message.to} failed: ${answer.answer}`);
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
