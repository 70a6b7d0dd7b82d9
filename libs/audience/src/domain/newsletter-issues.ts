import type { Page, PageRequest } from '@harmony/platform/domain';
import type { NewsletterIssue, NewsletterSource, NewsletterStatus, NewsletterText } from './newsletter-issue.js';

/** A newsletter to store: its text, and its HTML rendered from it. */
export interface NewsletterContent extends NewsletterText {
  readonly contentHtml: string;
}

export interface NewNewsletter extends NewsletterContent {
  readonly source: NewsletterSource;
  readonly episodeId: number | null;
}

/** Narrows a page of newsletters: `episodeId` keeps the ones drafted for that episode. */
export interface NewsletterFilter {
  readonly episodeId?: number;
}

/**
 * The newsletters store (port). Every change of status is conditional on the status it leaves, so two
 * requests racing (an edit and a send, two sends) never both win.
 */
export abstract class NewsletterIssues {
  abstract create(newsletter: NewNewsletter): Promise<NewsletterIssue>;
  /** One draft per episode: a second call for the same episode stores nothing and answers the first. */
  abstract createForEpisode(newsletter: NewNewsletter & { readonly episodeId: number }): Promise<{ readonly issue: NewsletterIssue; readonly created: boolean }>;
  abstract findById(id: number): Promise<NewsletterIssue | null>;
  /** Newest first (the higher id first), narrowed by `filter`. */
  abstract page(request: PageRequest, filter?: NewsletterFilter): Promise<Page<NewsletterIssue>>;
  /** Changes the text while the status is one of `statuses`; null when it was not (or the row is gone). */
  abstract updateContent(id: number, content: NewsletterContent, statuses: readonly NewsletterStatus[]): Promise<NewsletterIssue | null>;
  /** Deletes it while the status is one of `statuses`; false when it was not (or the row is gone). */
  abstract deleteIn(id: number, statuses: readonly NewsletterStatus[]): Promise<boolean>;
  /** Moves it from one of `from` to `to` (with its schedule); null when its status was none of them. */
  abstract transition(id: number, from: readonly NewsletterStatus[], to: NewsletterStatus, scheduledAt: Date | null): Promise<NewsletterIssue | null>;
  /** The fan-out queued every subscriber up to `cursor` (resumes after it). */
  abstract recordFanOutProgress(id: number, cursor: number): Promise<void>;
  abstract markFannedOut(id: number): Promise<void>;
  /** `sending` → `sent`, stamped `sentAt`; false when it was not sending. */
  abstract markSent(id: number, sentAt: Date): Promise<boolean>;
}
