import { Inject, Injectable, Logger } from '@nestjs/common';
import { isDue, NewsletterIssues } from '../../domain/index.js';
import { BroadcastMail, BroadcastRecipients } from './broadcast-ports.js';
import { viewOf } from './newsletter-view.js';

/**
 * Recipients read and queued per round: one INSERT and one job that sends them (QueueBulkMail). A message
 * row is a few hundred bytes (the body is stored once), so a round is cheap to hold (about 1 MB). Each round
 * waits on the database and Redis a few times, on a worker whose other jobs are busy sending: fewer, larger
 * rounds queue faster (bench/mail.mjs). 2 000 make 50 rounds and 50 batch jobs for 100 000 subscribers,
 * still more than the workers run at once.
 */
export const FAN_OUT_BATCH = 2000;

/**
 * Pages being queued at once: the next page is read and queued while the database stores the one before,
 * rather than each round trip waiting on the last (the fan-out shares its worker, and the machine, with the
 * jobs that already send its first batches).
 */
export const FAN_OUT_IN_FLIGHT = 3;

export interface FanOutResult {
  readonly newsletterId: number;
  /** Recipients handed to the mail context by this run (those queued by an earlier, interrupted run included again). */
  readonly recipients: number;
  readonly outcome: 'fanned-out' | 'not-due' | 'nothing-to-do';
}

/**
 * The `newsletter.broadcast` job: pages through the active subscribers by id and queues one message each,
 * under `broadcast:{newsletter}:{subscriber}`, a page per batch job of the mail context. A run that stops (crash, deploy, Redis down) is retried and
 * resumes after the last page it recorded; a page queued again stores and sends nothing twice (the keys).
 * A scheduled newsletter's job starts the send when its time has come; one for an older schedule, or for a
 * newsletter deleted meanwhile, does nothing.
 */
@Injectable()
export class BroadcastNewsletter {
  private readonly logger = new Logger('Newsletter');

  constructor(
    private readonly issues: NewsletterIssues,
    @Inject(BroadcastRecipients) private readonly recipients: BroadcastRecipients,
    @Inject(BroadcastMail) private readonly mail: BroadcastMail,
  ) {}

  async execute(newsletterId: number, now = new Date()): Promise<FanOutResult> {
    let issue = await this.issues.findById(newsletterId);
    if (issue?.status === 'scheduled') {
      if (!isDue(issue, now)) return { newsletterId, recipients: 0, outcome: 'not-due' };
      issue = await this.issues.transition(newsletterId, ['scheduled'], 'sending', issue.scheduledAt);
    }
    if (!issue || issue.status !== 'sending' || issue.fannedOut) return { newsletterId, recipients: 0, outcome: 'nothing-to-do' };

    const sender = await this.mail.prepare(issue);
    const since = new Date();
    let cursor = issue.fanOutCursor;
    let index = 0;
    // Pages queued and not yet recorded, oldest first: the progress moves past a page only once it and every
    // page before it are queued, so a run that stops resumes after the last page wholly queued.
    const inFlight: Promise<number>[] = [];
    const recordOldest = async () => this.issues.recordFanOutProgress(newsletterId, await inFlight.shift()!);
    try {
      for (;;) {
        const batch = await this.recipients.activeBatchAfter(cursor, FAN_OUT_BATCH);
        if (batch.length === 0) break;
        const last = batch[batch.length - 1]!.id;
        const queued = sender.queue(batch, { since, index }).then(() => last);
        // Awaited in turn below; a failure meanwhile must not go unhandled.
        queued.catch(() => undefined);
        inFlight.push(queued);
        index += batch.length;
        cursor = last;
        if (inFlight.length >= FAN_OUT_IN_FLIGHT) await recordOldest();
        if (batch.length < FAN_OUT_BATCH) break;
      }
      while (inFlight.length > 0) await recordOldest();
    } finally {
      // A page that failed fails the run (retried from the progress recorded); let the others settle first.
      await Promise.allSettled(inFlight);
    }
    await this.issues.markFannedOut(newsletterId);
    this.logger.log(`Newsletter ${newsletterId}: ${index} message(s) queued`);
    // Nobody to send to (or every message settled already): sent now.
    await viewOf({ ...issue, fannedOut: true }, this.issues, this.mail);
    return { newsletterId, recipients: index, outcome: 'fanned-out' };
  }
}
