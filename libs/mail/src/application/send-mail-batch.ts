import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobQueue, UnrecoverableJobError, type JobContext } from '@harmony/platform';
import { INTERRUPTED_ANSWER, MailMessages, personalCopy, statusAfter, type BatchOutcome, type BulkMailMessage, type MailBatch, type SharedBody } from '../domain/index.js';
import { Mailer } from './mailer.js';
import { MAIL_SETTINGS, type MailSettings } from './mail-settings.js';
import { RecipientSuppression } from './recipient-suppression.js';
import { queueSending } from './mail-jobs.js';
import { LEFT_THE_LIST_ANSWER, reportRefusal } from './send-queued-mail.js';

/**
 * Messages claimed at once (unpaced), and so in flight at once per job: the sends share the process's SMTP pool.
 * Small on purpose: a process that dies mid-send leaves at most these few `sending`, each then failed
 * as interrupted rather than risk a second copy (and the owner may resend them).
 */
export const BATCH_CLAIM = 10;

export interface SendMailBatchResult {
  readonly sent: number;
  /** Not sent: bounced, failed, or their address left the list; those failed for now are retried by their own jobs. */
  readonly notSent: number;
  /** Left `sending` by an earlier run of this job that stopped mid-send: failed, not sent again. */
  readonly interrupted: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The `mail.send-batch` job: sends a batch of a shared body's messages (a page of a broadcast), a few at a
 * time, each at most once. Every message is claimed (`queued` → `sending`, atomically, only if never tried)
 * before it goes to the server and its answer recorded after, as SendQueuedMail does for one; so:
 * - a run of the job after one that stopped mid-send (crash, deploy) first fails, as interrupted, what that
 *   run left `sending` (it may have been delivered: README "Delivery guarantees"), then sends the rest;
 * - an address that left the list since it was queued (RecipientSuppression.reachable) is sent nothing;
 * - a temporary failure goes back to `queued` for the message's own `mail.send` job, after the backoff,
 *   with the tries it has left; a permanent one settles it (`bounced` suppresses the address).
 * With MAIL_RATE_PER_SECOND, its messages go one at a time at that rate from its first send (QueueBulkMail
 * delays each batch's job to its slot in the run), each claimed and checked at its turn.
 */
@Injectable()
export class SendMailBatch {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly messages: MailMessages,
    private readonly mailer: Mailer,
    private readonly suppression: RecipientSuppression,
    private readonly queue: JobQueue,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  async execute(batch: MailBatch, context: Pick<JobContext, 'signal'>): Promise<SendMailBatchResult> {
    const interrupted = await this.messages.failInterruptedInBatch(batch, INTERRUPTED_ANSWER);
    if (interrupted > 0) this.logger.warn(`Batch ${batch.batch} of body ${batch.bodyId}: ${interrupted} message(s) interrupted while sending; not sent again`);
    const body = await this.messages.findBody(batch.bodyId);
    if (!body) throw new UnrecoverableJobError(`The shared body ${batch.bodyId} does not exist`);

    const rate = this.settings.ratePerSecond ?? 0;
    // Paced, one message at a time, claimed and checked at its slot: one that waited for its turn `sending`
    // would be lost to a crash, and would miss an unsubscribe made while it waited.
    const claimSize = rate > 0 ? 1 : BATCH_CLAIM;
    // The slots count from the first send (not the job's start): the claim's wait is no reason for a burst.
    let started = 0;
    let handed = 0;
    let sent = 0;
    let notSent = 0;
    for (;;) {
      // A shutdown stops it between claims: the job runs again and sends what is left.
      context.signal.throwIfAborted();
      if (rate > 0 && started > 0) await sleep(started + (handed * 1000) / rate - Date.now());
      const claimed = await this.messages.claimBatch(batch, claimSize);
      if (claimed.length === 0) break;
      const reachable = await this.suppression.reachable(claimed.map((message) => message.to));
      const left = claimed.filter((message) => !reachable.has(message.to));
      const going = claimed.filter((message) => reachable.has(message.to));
      if (going.length > 0) started ||= Date.now();
      handed += going.length;
      const outcomes = await Promise.all(going.map((message) => this.send(message, body)));
      await this.messages.recordOutcomes([...outcomes, ...left.map((message) => ({ id: message.id, status: 'failed' as const, answer: LEFT_THE_LIST_ANSWER }))]);
      notSent += left.length;
      for (const [index, outcome] of outcomes.entries()) {
        if (outcome.status === 'sent') sent += 1;
        else notSent += 1;
        await this.afterOutcome(going[index]!, outcome);
      }
    }
    return { sent, notSent, interrupted };
  }

  private async send(message: BulkMailMessage, body: SharedBody): Promise<BatchOutcome> {
    const answer = await this.mailer.send({ ...message, ...personalCopy(body, message) });
    // The batch's try is the message's first: with one try in all, a temporary failure is final.
    return { id: message.id, status: statusAfter(answer, this.settings.retry.attempts <= 1), answer: answer.answer };
  }

  private async afterOutcome(message: BulkMailMessage, { status, answer }: BatchOutcome): Promise<void> {
    if (status === 'queued') {
      // Its own job, after the backoff, with the tries left: like any message failed for now.
      await queueSending(this.queue, message, { ...this.settings.retry, attempts: this.settings.retry.attempts - 1 }, this.settings.retry.backoffDelayMs);
      return;
    }
    await reportRefusal(this.logger, this.suppression, message, status, answer);
  }
}
