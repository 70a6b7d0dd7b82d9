import type { JobKind } from '@harmony/platform';

declare module '@harmony/platform' {
  interface JobPayloads {
    /** Queues one message per active subscriber for the newsletter (its fan-out); a scheduled one's job is delayed to its time. */
    'newsletter.broadcast': { newsletterId: number };
  }
}

/**
 * No job id from the payload: a schedule moved to another time adds a job of its own (the one for the old
 * time finds the newsletter not yet due and does nothing). A send "now" names its job (`sendNowJobId`).
 */
export const broadcastNewsletterJob: JobKind<'newsletter.broadcast'> = { name: 'newsletter.broadcast' };

export const sendNowJobId = (newsletterId: number): string => `newsletter-broadcast-${newsletterId}`;
export const scheduledJobId = (newsletterId: number, at: Date): string => `newsletter-broadcast-${newsletterId}-at-${at.getTime()}`;

/** The fan-out's retries: a database or Redis hiccup resumes it from where it stopped (every key is idempotent). */
export const broadcastRetry = { attempts: 5, backoffDelayMs: 10_000 } as const;
