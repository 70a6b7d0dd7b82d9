import { Inject, Injectable } from '@nestjs/common';
import { JobQueue } from '@harmony/platform';
import { checkSharedBody, draftBulkMail, MailMessages, type BulkMailRequest, type MailBatch, type SharedBody } from '../domain/index.js';
import { MAIL_SETTINGS, type MailSettings } from './mail-settings.js';
import { queueBatchSending } from './mail-jobs.js';

/**
 * Where a batch stands in a paced run of batches (a broadcast): the run's start and the position of the
 * batch's first message. With MAIL_RATE_PER_SECOND = r, message n of the run is due r-th of a second
 * apart from the start: `since + n / r`.
 */
export interface BatchPacing {
  readonly since: Date;
  readonly index: number;
}

export interface QueuedBulk {
  /** Messages this call stored (the others' keys were held: a resumed run). */
  readonly created: number;
  /** The batch whose job sends them; null when none was left to send. */
  readonly batch: MailBatch | null;
}

/**
 * Mail to many (a broadcast): the body stored once (`storeBody`), then its messages a batch at a time, each
 * batch one INSERT … ON CONFLICT DO NOTHING and one `mail.send-batch` job (SendMailBatch), rather than a
 * 30 kB row and a job per recipient. Each message is stored once under its idempotency key, as QueueMail
 * stores one: recipients queued again (a resumed fan-out) add only the keys not held, and those of theirs
 * never tried join the new batch, whose job sends them; nothing tried or sent is sent again.
 *
 * Pacing (MAIL_RATE_PER_SECOND): a batch's job is delayed to its first message's slot in the run and sends
 * its messages at the rate, so the server gets them at the rate whatever the number of workers; single
 * messages (confirmations, notices) are never held behind a broadcast. At rate 0, the job is due at once.
 */
@Injectable()
export class QueueBulkMail {
  constructor(
    private readonly messages: MailMessages,
    private readonly queue: JobQueue,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  /**
   * Stores the body under `key` (once: the same key again answers the body stored first); its id. Its headers
   * (List-Unsubscribe) are every copy's, the placeholder in them written over as in the body. Throws
   * InvalidInput (`invalid-mail`) for a body that cannot be sent.
   */
  async storeBody(key: string, body: SharedBody): Promise<number> {
    checkSharedBody(body);
    return this.messages.storeBody(key, body);
  }

  /**
   * Stores a batch of the body's messages and queues the job that sends it. Throws InvalidInput
   * (`invalid-mail`) for a message that cannot be sent, storing none of the batch.
   */
  async execute(bodyId: number, requests: readonly BulkMailRequest[], pacing?: BatchPacing): Promise<QueuedBulk> {
    const drafts = requests.map((request) => draftBulkMail(request, this.settings));
    const { batch, created } = await this.messages.recordBulk(bodyId, drafts);
    if (!batch) return { created, batch };
    const rate = this.settings.ratePerSecond ?? 0;
    const delayMs = pacing && rate > 0 ? Math.max(0, Math.round(pacing.since.getTime() + (pacing.index * 1000) / rate - Date.now())) : 0;
    await queueBatchSending(this.queue, batch, this.settings.retry, delayMs);
    return { created, batch };
  }
}
