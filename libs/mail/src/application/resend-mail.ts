import { Inject, Injectable } from '@nestjs/common';
import { JobQueue } from '@harmony/platform';
import { MailMessageNotFound, MailMessages, OnlyFailedMailResends, type MailMessage } from '../domain/index.js';
import { MAIL_SETTINGS, type MailSettings } from './mail-settings.js';
import { queueSending } from './mail-jobs.js';

/**
 * The owner's "Resend" on a failed message (README "Delivery guarantees"): the send that failed may have
 * been interrupted after the server accepted it, which is why it is never sent again automatically; the
 * owner chooses to risk a second copy. The message goes back to `queued` in its next send round (one
 * conditional UPDATE: of two resends at once, one wins, the other is a conflict) and one new `mail.send`
 * job sends it, through the same claim as every send, so it is sent once more, never twice more. It keeps
 * its Message-ID, so a copy that did arrive before is the same message to the mailbox.
 * Anything but `failed` is refused (OnlyFailedMailResends); an unknown id is MailMessageNotFound.
 */
@Injectable()
export class ResendMail {
  constructor(
    private readonly messages: MailMessages,
    private readonly queue: JobQueue,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  async execute(id: number): Promise<MailMessage> {
    const requeued = await this.messages.requeueFailed(id);
    if (!requeued) {
      if (!(await this.messages.findById(id))) throw new MailMessageNotFound(id);
      throw new OnlyFailedMailResends(id);
    }
    // Should the queue refuse the job, the message stays `queued`: every start queues what waits (RequeueWaitingMail).
    await queueSending(this.queue, requeued, this.settings.retry);
    return requeued;
  }
}
