import { Inject, Injectable } from '@nestjs/common';
import { JobQueue } from '@harmony/platform';
import { MailMessages } from '../domain/index.js';
import { MAIL_SETTINGS, type MailSettings } from './mail-settings.js';
import { queueBatchSending, queueSending } from './mail-jobs.js';

/**
 * Queues the job of every message still `queued`, at start: one recorded while the queue was down (Redis
 * unreachable) is sent once it is back, and one the owner resent, in its own round; a broadcast's messages
 * never tried, by their batch's job. Jobs already kept are not added again (their job id).
 */
@Injectable()
export class RequeueWaitingMail {
  constructor(
    private readonly messages: MailMessages,
    private readonly queue: JobQueue,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  async execute(): Promise<number> {
    const waiting = await this.messages.waiting();
    for (const message of waiting) await queueSending(this.queue, { id: message.id, sendRound: message.sendRound }, this.settings.retry);
    const batches = await this.messages.waitingBatches();
    for (const batch of batches) await queueBatchSending(this.queue, batch, this.settings.retry);
    return waiting.length + batches.length;
  }
}
