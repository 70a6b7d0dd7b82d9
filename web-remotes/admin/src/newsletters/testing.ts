import type { Newsletter } from './newsletters-api.js';

/** A newsletter as the screen reads it: the owner's draft, nothing sent, unless `overrides` say otherwise. */
export const aNewsletter = (overrides: Partial<Newsletter> = {}): Newsletter => ({
  id: 7,
  subject: 'Money dates that work',
  previewText: 'Three ideas for this week.',
  content: '# Hello\n\nA **bold** idea.',
  status: 'draft',
  scheduledAt: null,
  sentAt: null,
  // Midday UTC: the same calendar day in every time zone a test machine may run in.
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  source: 'owner',
  episodeId: null,
  counts: { recipients: 0, queued: 0, sent: 0, failed: 0, bounced: 0 },
  ...overrides,
});
