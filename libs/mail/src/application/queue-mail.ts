import { Inject, Injectable } from '@nestjs/common';
import { JobQueue } from '@harmony/platform';
import { draftMail, MailMessages, type MailRequest, type MailStatus } from '../domain/index.js';
import { MAIL_SETTINGS, type MailSettings } from './mail-settings.js';
import { queueSending, queueSendingMany } from './mail-jobs.js';

/**
 * Where a batch stands in a paced run of batches (a broadcast): the run's start and the position of the
 * batch's first message. With MAIL_RATE_PER_SECOND = r, message n of the run is due r-th of a second
 * apart from the start: `since + n / r`.
 */
export interface BatchPacing {
  readonly since: Date;
  readonly index: number;
}

export interface QueuedBatch {
  /** Messages this call stored (the others' keys existed: a resumed run). */
  readonly created: number;
  /** Messages handed to the queue: the new ones and those of earlier calls still waiting. */
  readonly queued: number;
}

export interface QueuedMail {
  /** The stored message's id. */
  readonly id: number;
  /** False when a message with this idempotency key existed: nothing new was stored or sent. */
  readonly created: boolean;
  readonly status: MailStatus;
}

/**
 * Records a message once under its idempotency key and hands it to the queue (`mail.send`). The same key
 * again stores nothing and sends nothing more; while that message still waits to be sent, its job is
 * queued again, which the job id de-duplicates: a caller that crashed between the two steps heals by asking
 * again. Throws InvalidInput (`invalid-mail`) for a message that cannot be sent.
 */
@Injectable()
export class QueueMail {
  constructor(
    private readonly messages: MailMessages,
    private readonly queue: JobQueue,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  async execute(request: MailRequest): Promise<QueuedMail> {
    const { message, created } = await this.messages.record(draftMail(request, this.settings));
    if (message.status === 'queued') {
      await queueSending(this.queue, message, this.settings.retry);
    }
    return { id: message.id, created, status: message.status };
  }

  /**
   * Many messages at once (a broadcast's page of recipients): one INSERT … ON CONFLICT DO NOTHING for the
   * batch, then one bulk enqueue, each message under its key exactly as `execute` would. A message already
   * stored under its key is not stored again; if it still waits its job is enqueued again (the job id
   * de-duplicates), so a run that crashed between the two steps heals by running again.
   *
   * Pacing (MAIL_RATE_PER_SECOND): each message's job is delayed to its slot in the run (`pacing`), so the
   * queue hands them to the server at the rate whatever the number of workers, with the in-process queue
   * too; single messages (confirmations, notices) are never held behind a broadcast. Without pacing, or at
   * rate 0, the jobs are due at once.
   */
  async executeBatch(requests: readonly MailRequest[], pacing?: BatchPacing): Promise<QueuedBatch> {
    const drafts = requests.map((request) => draftMail(request, this.settings));
    const recorded = await this.messages.recordMany(drafts);
    const position = new Map(drafts.map((draft, index) => [draft.idempotencyKey, index]));
    const rate = this.settings.ratePerSecond ?? 0;
    const now = Date.now();
    const delayOf = (key: string): number => {
      if (!pacing || rate <= 0) return 0;
      const due = pacing.since.getTime() + ((pacing.index + (position.get(key) ?? 0)) * 1000) / rate;
      return Math.max(0, Math.round(due - now));
    };
    const waiting = recorded
      .filter((message) => message.status === 'queued')
      .sort((a, b) => (position.get(a.idempotencyKey) ?? 0) - (position.get(b.idempotencyKey) ?? 0))
      .map((message) => ({ messageId: message.id, delayMs: delayOf(message.idempotencyKey) }));
    await queueSendingMany(this.queue, waiting, this.settings.retry);
    return { created: recorded.filter((message) => message.created).length, queued: waiting.length };
  }
}
