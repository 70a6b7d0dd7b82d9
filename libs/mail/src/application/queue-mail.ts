import { Inject, Injectable } from '@nestjs/common';
import { JobQueue } from '@harmony/platform';
import { draftMail, MailMessages, type MailRequest, type MailStatus } from '../domain/index.js';
import { MAIL_SETTINGS, type MailSettings } from './mail-settings.js';
import { queueSending } from './mail-jobs.js';

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
}
