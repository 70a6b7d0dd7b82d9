import { Inject, Injectable } from '@nestjs/common';
import { JobQueue } from '@harmony/platform';
import { MailMessages } from '../domain/index.js';
import { MAIL_SETTINGS, type MailSettings } from './mail-settings.js';
import { queueSending } from './mail-jobs.js';

/**
 * Queues the job of every message still `queued`, at start: one recorded while the queue was down (Redis
 * unreachable) is sent once it is back. Jobs already kept are not added again (their job id).
 */
@Injectable()
export class RequeueWaitingMail {
  constructor(
    private readonly messages: MailMessages,
    private readonly queue: JobQueue,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  async execute(): Promise<number> {
    const ids = await this.messages.waitingIds();
    for (const messageId of ids) await queueSending(this.queue, messageId, this.settings.retry);
    return ids.length;
  }
}
