import { Inject, Injectable } from '@nestjs/common';
import { InvalidInput } from '@harmony/platform/domain';
import { JobQueue, QueueUnavailableError } from '@harmony/platform';
import { EDITABLE_STATUSES, INVALID_NEWSLETTER, isValidEmail, NewsletterAlreadySending, NewsletterIssues, NewsletterQueueUnavailable, normaliseEmail, sendPlan } from '../../domain/index.js';
import { OWNER_EMAIL } from '../audience-mail.js';
import { BroadcastMail } from './broadcast-ports.js';
import { broadcastNewsletterJob, broadcastRetry, scheduledJobId, sendNowJobId } from './newsletter-jobs.js';
import { existing } from './manage-newsletters.js';
import { viewOf, type NewsletterView } from './newsletter-view.js';

export const NO_TEST_ADDRESS_MESSAGE = 'Set OWNER_EMAIL or give an address to send the test to.';

/**
 * Sends a newsletter now, or schedules it: the status moves first (conditionally, so two sends never both
 * start one), then one fan-out job is queued (`newsletter.broadcast`, delayed to a schedule's time). If
 * the queue refuses the job, the status goes back and the error reaches the caller (503).
 */
@Injectable()
export class SendNewsletter {
  constructor(
    private readonly issues: NewsletterIssues,
    private readonly queue: JobQueue,
    @Inject(BroadcastMail) private readonly mail: BroadcastMail,
  ) {}

  async execute(id: number, at: Date | undefined, now = new Date()): Promise<NewsletterView> {
    const issue = await existing(this.issues, id);
    const plan = sendPlan(issue, at, now);
    const scheduledAt = plan.status === 'scheduled' ? plan.at : null;
    const moved = await this.issues.transition(id, EDITABLE_STATUSES, plan.status, scheduledAt);
    if (!moved) throw new NewsletterAlreadySending();
    try {
      await this.queue.enqueue(
        broadcastNewsletterJob.name,
        { newsletterId: id },
        plan.status === 'scheduled' ? { ...broadcastRetry, jobId: scheduledJobId(id, plan.at), delayMs: plan.at.getTime() - now.getTime() } : { ...broadcastRetry, jobId: sendNowJobId(id) },
      );
    } catch (error) {
      await this.issues.transition(id, [plan.status], issue.status, issue.scheduledAt);
      throw error instanceof QueueUnavailableError ? new NewsletterQueueUnavailable() : error;
    }
    return viewOf(moved, this.issues, this.mail);
  }
}

/** One copy to the owner (OWNER_EMAIL) or the address given, whatever the newsletter's status. */
@Injectable()
export class SendTestNewsletter {
  constructor(
    private readonly issues: NewsletterIssues,
    @Inject(BroadcastMail) private readonly mail: BroadcastMail,
    @Inject(OWNER_EMAIL) private readonly ownerEmail: string | null,
  ) {}

  async execute(id: number, to: string | undefined, now = new Date()): Promise<{ to: string }> {
    // A blank field is no address: the owner's.
    const given = to?.trim() ? normaliseEmail(to) : undefined;
    if (given !== undefined && !isValidEmail(given)) throw new InvalidInput(INVALID_NEWSLETTER, [{ field: 'to', message: 'Enter one email address, such as you@example.com' }]);
    const address = given ?? this.ownerEmail;
    if (!address) throw new InvalidInput(INVALID_NEWSLETTER, [{ field: 'to', message: NO_TEST_ADDRESS_MESSAGE }]);
    const issue = await existing(this.issues, id);
    await this.mail.queueTest(issue, address, now);
    return { to: address };
  }
}
