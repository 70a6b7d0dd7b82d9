import { formatDayAndTime, StatusBadge, type BadgeTone } from '../common/index.js';
import type { Newsletter, NewsletterCounts, NewsletterStatus } from './newsletters-api.js';

const badges: Record<NewsletterStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'slate' },
  scheduled: { label: 'Scheduled', tone: 'amber' },
  sending: { label: 'Sending', tone: 'amber' },
  sent: { label: 'Sent', tone: 'green' },
};

/** Draft, Scheduled, Sending or Sent, in the colour of its state. */
export function NewsletterStatusBadge({ status }: { status: NewsletterStatus }) {
  const { label, tone } = badges[status];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}

/** Whether the newsletter can still be changed (and deleted, and sent): the server's rule too (409 otherwise). */
export const isEditable = ({ status }: Pick<Newsletter, 'status'>): boolean => status === 'draft' || status === 'scheduled';

/** "Sent 26 Nov 2026, 7:05 pm", "Goes out 1 Dec 2026, 8:00 am", "Sending since …", or when the draft was last saved. */
export function newsletterWhen({ status, scheduledAt, sentAt, updatedAt }: Pick<Newsletter, 'status' | 'scheduledAt' | 'sentAt' | 'updatedAt'>): string {
  switch (status) {
    case 'sent':
      return sentAt ? `Sent ${formatDayAndTime(sentAt)}` : 'Sent';
    case 'sending':
      return sentAt ? `Sending since ${formatDayAndTime(sentAt)}` : 'Sending now';
    case 'scheduled':
      return scheduledAt ? `Goes out ${formatDayAndTime(scheduledAt)}` : 'Scheduled';
    case 'draft':
      return `Saved ${formatDayAndTime(updatedAt)}`;
  }
}

/** "120 of 123 sent, 2 failed, 1 bounced, 0 waiting": a draft has none to tell. */
export function countsInWords({ recipients, queued, sent, failed, bounced }: NewsletterCounts): string {
  return `${sent.toLocaleString('en-AU')} of ${recipients.toLocaleString('en-AU')} sent, ${failed.toLocaleString('en-AU')} failed, ${bounced.toLocaleString('en-AU')} bounced, ${queued.toLocaleString('en-AU')} waiting`;
}
