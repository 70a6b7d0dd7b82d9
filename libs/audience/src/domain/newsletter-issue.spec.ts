import { InvalidInput } from '@harmony/platform/domain';
import {
  assertEditable,
  broadcastKey,
  broadcastKeyPrefix,
  changedText,
  isDue,
  isSettled,
  NewsletterAlreadySending,
  newsletterText,
  noCounts,
  sendPlan,
  testSendKey,
  type NewsletterStatus,
} from './newsletter-issue.js';

const fieldsOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInput) return error.fieldErrors.map((problem) => problem.field);
    throw error;
  }
  return [];
};

describe('newsletter rules', () => {
  it('trims the subject and preview text, keeps the content as written, and defaults the preview text to empty', () => {
    expect(newsletterText({ subject: '  Hello  ', content: '  # Hi\n' })).toEqual({ subject: 'Hello', previewText: '', content: '  # Hi\n' });
  });

  it('refuses each broken field at once: a blank, long or multi-line subject, a long or multi-line preview, empty or too long content', () => {
    expect(fieldsOf(() => newsletterText({ subject: ' ', content: ' ' }))).toEqual(['subject', 'content']);
    expect(fieldsOf(() => newsletterText({ subject: 's'.repeat(201), content: 'x', previewText: 'p'.repeat(201) }))).toEqual(['subject', 'previewText']);
    expect(fieldsOf(() => newsletterText({ subject: 'a\nb', content: 'x'.repeat(100_001), previewText: 'a\rb' }))).toEqual(['subject', 'previewText', 'content']);
    expect(fieldsOf(() => newsletterText({ subject: 's'.repeat(200), content: 'x'.repeat(100_000), previewText: 'p'.repeat(200) }))).toEqual([]);
  });

  it('checks the text after a change whole, the fields not given kept', () => {
    const text = { subject: 'Hello', previewText: 'Soon', content: 'Body' };
    expect(changedText(text, { subject: 'New' })).toEqual({ subject: 'New', previewText: 'Soon', content: 'Body' });
    expect(fieldsOf(() => changedText(text, { content: '' }))).toEqual(['content']);
  });

  it('lets drafts and scheduled newsletters change, never one being sent or sent', () => {
    for (const status of ['draft', 'scheduled'] as NewsletterStatus[]) expect(() => assertEditable({ status })).not.toThrow();
    for (const status of ['sending', 'sent'] as NewsletterStatus[]) expect(() => assertEditable({ status })).toThrow(NewsletterAlreadySending);
    expect(new NewsletterAlreadySending().message).toBe('This newsletter is already being sent.');
  });

  it('sends now without a time or with one not in the future, schedules a future one, and refuses one more than a minute past', () => {
    const now = new Date('2026-11-26T10:00:00.000Z');
    const draft = { status: 'draft' as const };
    expect(sendPlan(draft, undefined, now)).toEqual({ status: 'sending' });
    expect(sendPlan(draft, new Date(now.getTime() - 59_000), now)).toEqual({ status: 'sending' });
    expect(sendPlan({ status: 'scheduled' }, new Date(now.getTime() + 1), now)).toEqual({ status: 'scheduled', at: new Date(now.getTime() + 1) });
    expect(fieldsOf(() => sendPlan(draft, new Date(now.getTime() - 61_000), now))).toEqual(['at']);
    expect(() => sendPlan({ status: 'sending' }, undefined, now)).toThrow(NewsletterAlreadySending);
    expect(() => sendPlan({ status: 'sent' }, new Date(now.getTime() + 60_000), now)).toThrow(NewsletterAlreadySending);
  });

  it('starts a scheduled newsletter only once its time has come', () => {
    const now = new Date('2026-11-26T10:00:00.000Z');
    expect(isDue({ status: 'scheduled', scheduledAt: new Date(now.getTime() - 1) }, now)).toBe(true);
    expect(isDue({ status: 'scheduled', scheduledAt: new Date(now.getTime() + 60_000) }, now)).toBe(false);
    expect(isDue({ status: 'draft', scheduledAt: null }, now)).toBe(false);
  });

  it('is settled once the fan-out is done and no message waits', () => {
    expect(isSettled({ status: 'sending', fannedOut: true }, { ...noCounts, recipients: 3, sent: 2, bounced: 1 })).toBe(true);
    expect(isSettled({ status: 'sending', fannedOut: true }, { ...noCounts, recipients: 3, sent: 2, queued: 1 })).toBe(false);
    expect(isSettled({ status: 'sending', fannedOut: false }, { ...noCounts, recipients: 3, sent: 3 })).toBe(false);
    expect(isSettled({ status: 'sent', fannedOut: true }, noCounts)).toBe(false);
  });

  it('names one message per newsletter and subscriber, and one per test send', () => {
    expect(broadcastKey(5, 12)).toBe('broadcast:5:12');
    expect(broadcastKey(5, 12).startsWith(broadcastKeyPrefix(5))).toBe(true);
    expect(broadcastKey(50, 1).startsWith(broadcastKeyPrefix(5))).toBe(false);
    expect(testSendKey(5, new Date(1_700_000_000_000))).toBe('newsletter-test:5:1700000000000');
  });
});
