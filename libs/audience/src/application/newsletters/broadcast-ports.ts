import type { NewsletterCounts, NewsletterIssue } from '../../domain/index.js';

/** A subscriber a broadcast goes to, with the link that takes them off the list. */
export interface BroadcastRecipient {
  readonly id: number;
  readonly email: string;
  /** Absolute, on PUBLIC_URL: the one-click unsubscribe route with the subscriber's token. */
  readonly unsubscribeUrl: string;
}

/**
 * The active subscribers, a page at a time in id order (the fan-out resumes after the last id it queued).
 * Stands in for the audience's `NewsletterRecipients.activeBatchAfter` (issue 25's contract) until the
 * subscriber statuses exist: the lead points this port at it when both are merged.
 */
export abstract class BroadcastRecipients {
  abstract activeBatchAfter(afterId: number | null, limit: number): Promise<BroadcastRecipient[]>;
}

/** Where a batch stands in its fan-out: the mail context paces the run's messages from it (MAIL_RATE_PER_SECOND). */
export interface FanOutPosition {
  readonly since: Date;
  readonly index: number;
}

/** A newsletter rendered once, ready to queue for any number of recipients. */
export interface BroadcastSender {
  /** Queues one message per recipient under `broadcast:{newsletter}:{subscriber}`: a recipient queued before gets nothing more. */
  queue(recipients: readonly BroadcastRecipient[], position: FanOutPosition): Promise<void>;
}

/** The newsletter's mail, through the mail context (adapters/contexts). */
export abstract class BroadcastMail {
  /** Renders the newsletter in the brand once (its HTML wrapped by the template). */
  abstract prepare(issue: NewsletterIssue): Promise<BroadcastSender>;
  /** One test copy, its subject prefixed "[Test] ", under `newsletter-test:{id}:{timestamp}`. */
  abstract queueTest(issue: NewsletterIssue, to: string, at: Date): Promise<void>;
  /** How the newsletter's messages stand, and when the last of them changed. */
  abstract counts(newsletterId: number): Promise<NewsletterCounts & { readonly lastChangedAt: Date | null }>;
}
