import { DomainError, FieldChecks, InvalidInput } from '@harmony/platform/domain';

/**
 * The owner's newsletter (a broadcast to every active subscriber, issue 25 item 6). `draft` and `scheduled`
 * may still change; `sending` is the fan-out and the delivery of its messages; `sent` once every message is
 * settled (sent, failed or bounced).
 */
export const NEWSLETTER_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** Who wrote it: the owner in the admin, or content automation's "new episode" draft. */
export const NEWSLETTER_SOURCES = ['owner', 'content-automation'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const MAX_NEWSLETTER_SUBJECT = 200;
export const MAX_NEWSLETTER_PREVIEW_TEXT = 200;
export const MAX_NEWSLETTER_CONTENT = 100_000;
/** A send "now" may carry a moment a little in the past (clocks differ, the owner took a while to click). */
export const SEND_AT_TOLERANCE_MS = 60_000;

export const INVALID_NEWSLETTER = 'invalid-newsletter';
export const ALREADY_SENDING_MESSAGE = 'This newsletter is already being sent.';

/** What the owner writes. */
export interface NewsletterText {
  readonly subject: string;
  readonly previewText: string;
  /** Light markdown, as written. */
  readonly content: string;
}

export interface NewsletterIssue extends NewsletterText {
  readonly id: number;
  /** `content` rendered and sanitized once per change: what every recipient's message wraps. */
  readonly contentHtml: string;
  readonly status: NewsletterStatus;
  readonly scheduledAt: Date | null;
  readonly sentAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly source: NewsletterSource;
  readonly episodeId: number | null;
  /** The fan-out has queued a message for every active subscriber (then `sent` follows once all are settled). */
  readonly fannedOut: boolean;
  /** The last subscriber id the fan-out queued: a fan-out that stopped resumes after it. */
  readonly fanOutCursor: number | null;
}

/** How the messages of one newsletter stand (counted from the mail context's rows). */
export interface NewsletterCounts {
  /** Messages queued for it: one per active subscriber once the fan-out is done. */
  readonly recipients: number;
  /** Still waiting for the mail server (queued or being sent). */
  readonly queued: number;
  readonly sent: number;
  readonly failed: number;
  readonly bounced: number;
}

export const noCounts: NewsletterCounts = Object.freeze({ recipients: 0, queued: 0, sent: 0, failed: 0, bounced: 0 });

/** Changes to a newsletter: a field left out stays. */
export type NewsletterChanges = Partial<NewsletterText>;

export class NewsletterNotFound extends DomainError {
  readonly code = 'newsletter-not-found';
  readonly kind = 'not-found' as const;

  constructor(readonly id: number) {
    super(`Newsletter ${id} was not found.`);
  }
}

/** Once its messages are being queued, a newsletter cannot change, be deleted or be sent again. */
export class NewsletterAlreadySending extends DomainError {
  readonly code = 'newsletter-already-sending';
  readonly kind = 'conflict' as const;

  constructor() {
    super(ALREADY_SENDING_MESSAGE);
  }
}

/** The job queue (Redis) refused the fan-out: nothing changed, try again. */
export class NewsletterQueueUnavailable extends DomainError {
  readonly code = 'queue-unavailable';
  readonly kind = 'unavailable' as const;

  constructor() {
    super('Sending is not possible right now: the job queue cannot be reached. Nothing was sent; try again in a minute.');
  }
}

const lineBreak = /[\r\n]/;

/** The newsletter's text, trimmed where it does not matter, or InvalidInput (`invalid-newsletter`) naming each bad field. */
export function newsletterText(input: { subject: string; content: string; previewText?: string }): NewsletterText {
  const subject = input.subject.trim();
  const previewText = (input.previewText ?? '').trim();
  const content = input.content;
  new FieldChecks(INVALID_NEWSLETTER)
    .require(subject !== '', 'subject', 'The subject is required')
    .require(subject.length <= MAX_NEWSLETTER_SUBJECT, 'subject', `The subject has at most ${MAX_NEWSLETTER_SUBJECT} characters`)
    .require(!lineBreak.test(subject), 'subject', 'The subject must be one line')
    .require(previewText.length <= MAX_NEWSLETTER_PREVIEW_TEXT, 'previewText', `The preview text has at most ${MAX_NEWSLETTER_PREVIEW_TEXT} characters`)
    .require(!lineBreak.test(previewText), 'previewText', 'The preview text must be one line')
    .require(content.trim() !== '', 'content', 'The newsletter needs some content')
    .require(content.length <= MAX_NEWSLETTER_CONTENT, 'content', `The content has at most ${MAX_NEWSLETTER_CONTENT.toLocaleString('en')} characters`)
    .throwIfAny();
  return { subject, previewText, content };
}

/** The text after `changes`, checked whole. */
export function changedText(issue: NewsletterText, changes: NewsletterChanges): NewsletterText {
  return newsletterText({ subject: changes.subject ?? issue.subject, content: changes.content ?? issue.content, previewText: changes.previewText ?? issue.previewText });
}

/** Drafts and scheduled newsletters may change or go; one being sent or sent may not. */
export const isEditable = (status: NewsletterStatus): boolean => status === 'draft' || status === 'scheduled';
export const EDITABLE_STATUSES: readonly NewsletterStatus[] = ['draft', 'scheduled'];

export function assertEditable(issue: Pick<NewsletterIssue, 'status'>): void {
  if (!isEditable(issue.status)) throw new NewsletterAlreadySending();
}

/** What sending does: schedule it for `at`, or start at once. */
export type SendPlan = { readonly status: 'scheduled'; readonly at: Date } | { readonly status: 'sending' };

/**
 * Send now (no `at`, or one not in the future) or schedule (a future `at`). A moment more than a minute in
 * the past is a mistake (an old date in the picker): refused rather than sent at once.
 */
export function sendPlan(issue: Pick<NewsletterIssue, 'status'>, at: Date | undefined, now: Date): SendPlan {
  assertEditable(issue);
  if (at === undefined || at.getTime() <= now.getTime()) {
    if (at !== undefined && now.getTime() - at.getTime() > SEND_AT_TOLERANCE_MS) {
      throw new InvalidInput(INVALID_NEWSLETTER, [{ field: 'at', message: 'That time has passed. Choose a time in the future, or send now' }]);
    }
    return { status: 'sending' };
  }
  return { status: 'scheduled', at };
}

/** A scheduled newsletter's job may fire early or for an older schedule: only one due now starts. */
export const isDue = (issue: Pick<NewsletterIssue, 'status' | 'scheduledAt'>, now: Date): boolean =>
  issue.status === 'scheduled' && issue.scheduledAt !== null && issue.scheduledAt.getTime() <= now.getTime() + 1000;

/** Sending ends when the fan-out queued everyone and no message still waits for the server. */
export const isSettled = (issue: Pick<NewsletterIssue, 'status' | 'fannedOut'>, counts: NewsletterCounts): boolean =>
  issue.status === 'sending' && issue.fannedOut && counts.queued === 0;

/** One message per newsletter and subscriber, whatever happens to the fan-out: its idempotency key. */
export const broadcastKey = (newsletterId: number, subscriberId: number): string => `broadcast:${newsletterId}:${subscriberId}`;
/** Every message of one newsletter's broadcast starts so (the counts read them by it). */
export const broadcastKeyPrefix = (newsletterId: number): string => `broadcast:${newsletterId}:`;
/** Each test send is its own message. */
export const testSendKey = (newsletterId: number, at: Date): string => `newsletter-test:${newsletterId}:${at.getTime()}`;
export const TEST_SUBJECT_PREFIX = '[Test] ';
