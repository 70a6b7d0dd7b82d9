import { Inject, Injectable } from '@nestjs/common';
import { CountMail, listUnsubscribeHeaders, MailTemplates, QueueBulkMail, QueueMail, type MailForEveryRecipient } from '@harmony/mail';
import { BroadcastMail, type BroadcastRecipient, type BroadcastSender, type FanOutPosition } from '../../application/index.js';
import { broadcastKey, broadcastKeyPrefix, TEST_SUBJECT_PREFIX, testSendKey, type NewsletterCounts, type NewsletterIssue } from '../../domain/index.js';

/** The address a List-Unsubscribe mailto writes to (the site's contact address), and where a test's footer link points. */
export const BROADCAST_MAIL_OPTIONS = Symbol('BROADCAST_MAIL_OPTIONS');
export interface BroadcastMailOptions {
  readonly unsubscribeMailto: string;
  /** The unsubscribe link of a test copy (the owner is no subscriber): the site's unsubscribe page, without a token. */
  readonly testUnsubscribeUrl: string;
}

export const BROADCAST_KIND = 'newsletter.broadcast';
export const TEST_KIND = 'newsletter.test';

/**
 * The newsletter's mail through the mail context: MailTemplates.broadcast renders the brand around the
 * stored HTML once per fan-out, stored once as the broadcast's shared body (`broadcast:{id}`); each
 * recipient's message keeps only their unsubscribe link, written into their copy when it is sent.
 * QueueBulkMail stores a page of recipients and queues the job that sends them in one go (paced at
 * MAIL_RATE_PER_SECOND).
 */
@Injectable()
export class MailContextBroadcastMail extends BroadcastMail {
  constructor(
    private readonly queueMail: QueueMail,
    private readonly queueBulkMail: QueueBulkMail,
    private readonly countMail: CountMail,
    private readonly templates: MailTemplates,
    @Inject(BROADCAST_MAIL_OPTIONS) private readonly options: BroadcastMailOptions,
  ) {
    super();
  }

  async prepare(issue: NewsletterIssue): Promise<BroadcastSender> {
    const mail = await this.render(issue);
    // Every copy's List-Unsubscribe is the body's, with the recipient's link written over the placeholder.
    const headers = listUnsubscribeHeaders(mail.body.placeholder, this.options.unsubscribeMailto);
    const bodyId = await this.queueBulkMail.storeBody(broadcastKeyPrefix(issue.id), { ...mail.body, headers });
    return {
      queue: async (recipients: readonly BroadcastRecipient[], position: FanOutPosition) => {
        const requests = recipients.map((recipient) => ({
          idempotencyKey: broadcastKey(issue.id, recipient.id),
          kind: BROADCAST_KIND,
          to: recipient.email,
          subject: mail.subject,
          personal: mail.personalValue(recipient),
        }));
        await this.queueBulkMail.execute(bodyId, requests, position);
      },
    };
  }

  async queueTest(issue: NewsletterIssue, to: string, at: Date): Promise<void> {
    const copy = (await this.render(issue)).forRecipient({ unsubscribeUrl: this.options.testUnsubscribeUrl });
    await this.queueMail.execute({ idempotencyKey: testSendKey(issue.id, at), kind: TEST_KIND, to, ...copy, subject: `${TEST_SUBJECT_PREFIX}${copy.subject}` });
  }

  async counts(newsletterId: number): Promise<NewsletterCounts & { lastChangedAt: Date | null }> {
    const { byStatus, lastUpdatedAt } = await this.countMail.execute(broadcastKeyPrefix(newsletterId));
    const queued = byStatus.queued + byStatus.sending;
    return { recipients: queued + byStatus.sent + byStatus.failed + byStatus.bounced, queued, sent: byStatus.sent, failed: byStatus.failed, bounced: byStatus.bounced, lastChangedAt: lastUpdatedAt };
  }

  private render(issue: NewsletterIssue): Promise<MailForEveryRecipient> {
    return this.templates.broadcast({ subject: issue.subject, previewText: issue.previewText, bodyHtml: issue.contentHtml });
  }
}
