import { Inject, Injectable, Logger } from '@nestjs/common';
import { NewsletterSubscriptions, remainingSteps, type Subscriber } from '../domain/index.js';
import { NEWSLETTER_SETTINGS, NewsletterSequence, type NewsletterSettings } from './newsletter-ports.js';

/** How many owed sequences one look schedules: a queue that was away for long catches up over a few looks. */
const OWED_PER_LOOK = 100;

/**
 * The welcome sequence of a confirmed subscriber, timed from the confirmation: Day 0 at once, Day 3 and Day 7
 * `sequenceDayMs` apart. When the queue cannot take it, the sequence is owed, not lost: `scheduleOwed` (a timer)
 * schedules it once the queue is back, a step already due going out at once. Scheduling twice adds nothing:
 * one job per subscriber, step and confirmation.
 */
@Injectable()
export class WelcomeSequence {
  private readonly logger = new Logger('Newsletter');

  constructor(
    private readonly subscriptions: NewsletterSubscriptions,
    private readonly sequence: NewsletterSequence,
    @Inject(NEWSLETTER_SETTINGS) private readonly settings: NewsletterSettings,
  ) {}

  /** Schedules what remains of an active subscriber's sequence; answers false (and owes it) when the queue refused. */
  async start(subscriber: Subscriber, now: Date = new Date()): Promise<boolean> {
    try {
      await this.schedule(subscriber, now);
      return true;
    } catch (error) {
      this.logger.error(`Could not schedule the welcome sequence of subscriber ${subscriber.id}; it is owed and tried again shortly: ${error instanceof Error ? error.message : String(error)}`);
      // Confirmed already: what fails now is only the note of the debt, which the log keeps.
      await this.subscriptions.oweSequence(subscriber.id, now).catch((owing: unknown) => this.logger.error(`Could not note subscriber ${subscriber.id}'s owed sequence: ${owing instanceof Error ? owing.message : String(owing)}`));
      return false;
    }
  }

  /** The owed sequences, oldest first; stops at the first the queue refuses. Answers how many were scheduled. */
  async scheduleOwed(now: Date = new Date()): Promise<number> {
    let scheduled = 0;
    for (const subscriber of await this.subscriptions.owingSequence(OWED_PER_LOOK)) {
      await this.schedule(subscriber, now);
      await this.subscriptions.settleSequence(subscriber.id);
      scheduled += 1;
    }
    return scheduled;
  }

  private schedule(subscriber: Subscriber, now: Date): Promise<void> {
    const confirmedAt = (subscriber.confirmedAt ?? now).getTime();
    const steps = remainingSteps(subscriber).map(({ step, day }) => ({ step, delayMs: Math.max(0, confirmedAt + day * this.settings.sequenceDayMs - now.getTime()) }));
    // The round is the confirmation's time: a later confirmation (after leaving) is a sequence of its own.
    return this.sequence.schedule(subscriber.id, confirmedAt, steps);
  }
}
