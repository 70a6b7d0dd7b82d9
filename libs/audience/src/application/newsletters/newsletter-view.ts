import { isSettled, noCounts, type NewsletterCounts, type NewsletterIssue } from '../../domain/index.js';
import type { BroadcastMail } from './broadcast-ports.js';
import type { NewsletterIssues } from '../../domain/index.js';

/** A newsletter as the owner sees it: with how its messages stand. */
export type NewsletterView = NewsletterIssue & { readonly counts: NewsletterCounts };

/**
 * Adds the counts, and closes a broadcast whose messages are all settled (`sending` → `sent`, dated when the
 * last one settled): the mail jobs know nothing of newsletters, so the newsletter learns it when looked at
 * (and at the end of its fan-out).
 */
export async function viewOf(issue: NewsletterIssue, issues: NewsletterIssues, mail: BroadcastMail): Promise<NewsletterView> {
  if (issue.status === 'draft' || issue.status === 'scheduled') return { ...issue, counts: noCounts };
  const { lastChangedAt, ...counts } = await mail.counts(issue.id);
  if (isSettled(issue, counts)) {
    const sentAt = lastChangedAt ?? new Date();
    if (await issues.markSent(issue.id, sentAt)) return { ...issue, status: 'sent', sentAt, counts };
  }
  return { ...issue, counts };
}
