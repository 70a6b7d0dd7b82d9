import type { SequenceStep, Subscriber } from '../domain/index.js';

/** What the newsletter's use cases are configured with (NEWSLETTER_SETTINGS). */
export interface NewsletterSettings {
  /** PUBLIC_URL: the links in the mails are made on it. */
  readonly publicUrl: string;
  /** The address of the List-Unsubscribe mailto: (the site's contact address, read by a person). */
  readonly unsubscribeMailto: string;
  /** How long a sequence day lasts (EMAIL_DAY_SECONDS): a day, or a second to try the sequence out. */
  readonly sequenceDayMs: number;
}
export const NEWSLETTER_SETTINGS = Symbol('NEWSLETTER_SETTINGS');

/** The API route an unsubscribe link names: a GET shows the site's page, a POST (one click) unsubscribes. */
export const NEWSLETTER_UNSUBSCRIBE_API_PATH = '/api/newsletter/unsubscribe';

/** An episode as the sequence's mails show it. */
export interface HighlightedEpisode {
  readonly id: number;
  readonly number: number | null;
  readonly title: string;
  /** Its description as stored (sanitized HTML): the mail shows a short plain summary. */
  readonly description: string;
}

/** The episodes the sequence recommends, read from the episode context when the mail is written. */
export abstract class EpisodeHighlights {
  /** The one the welcome names: the newest featured episode, else the newest; null while none is public. */
  abstract top(): Promise<HighlightedEpisode | null>;
  /** Up to `count` episodes to listen to (Day 3), newest first. */
  abstract picks(count: number): Promise<HighlightedEpisode[]>;
}

/** What a sequence step's mail says, read from live data when it is sent. */
export type SequenceContent =
  | { readonly step: 1; readonly topEpisode: HighlightedEpisode | null }
  | { readonly step: 2; readonly episodes: readonly HighlightedEpisode[] }
  | { readonly step: 3 };

type Recipient = Pick<Subscriber, 'id' | 'email'>;

/**
 * The newsletter's own mail (issue 25): the double opt-in confirmation and the Day 0 / 3 / 7 sequence.
 * Each message is queued once per reason (its idempotency key names the subscriber and the link's nonce,
 * or the step): asking again sends nothing more.
 */
export abstract class NewsletterMail {
  abstract sendConfirmation(recipient: Recipient, link: { readonly token: string; readonly nonce: string; readonly validForDays: number }): Promise<void>;
  /** With the List-Unsubscribe headers and a visible unsubscribe link to `unsubscribeUrl`. */
  abstract sendSequenceStep(recipient: Recipient, content: SequenceContent, unsubscribeUrl: string): Promise<void>;
}

/** A step of the sequence to run after `delayMs`. */
export interface ScheduledStep {
  readonly step: Exclude<SequenceStep, 0>;
  readonly delayMs: number;
}

/**
 * Runs the sequence's steps later, each once per confirmation (`round`): the queue's delayed jobs, so a
 * restart or another process (the worker) sends them on time.
 */
export abstract class NewsletterSequence {
  abstract schedule(subscriberId: number, round: number, steps: readonly ScheduledStep[]): Promise<void>;
}
