import { InvalidInput } from '@harmony/platform/domain';
import { aMailRequest } from '../testing/outgoing-mail.mother.js';
import { draftMail, INVALID_MAIL, MAX_IDEMPOTENCY_KEY_LENGTH, messageIdFor } from './mail-message.js';

const sender = { from: '"Money Together" <hello@moneytogether.example>', senderDomain: 'moneytogether.example' };

const fieldsRefused = (request: Parameters<typeof draftMail>[0]): string[] => {
  try {
    draftMail(request, sender);
    return [];
  } catch (error) {
    if (!(error instanceof InvalidInput)) throw error;
    expect(error.code).toBe(INVALID_MAIL);
    return error.fieldErrors.map((problem) => problem.field);
  }
};

describe(messageIdFor.name, () => {
  it('makes the same Message-ID from the same key, a different one from another, on the sender’s domain', () => {
    expect(messageIdFor('welcome:42', 'example.com')).toBe(messageIdFor('welcome:42', 'example.com'));
    expect(messageIdFor('welcome:42', 'example.com')).not.toBe(messageIdFor('welcome:43', 'example.com'));
    expect(messageIdFor('welcome:42', 'example.com')).toMatch(/^<mail\.[A-Za-z0-9_-]+@example\.com>$/);
  });

  it('keeps the key readable from the id: a duplicate copy names the message it repeats', () => {
    const id = messageIdFor('newsletter/7 → ana@example.com', 'example.com');
    const encoded = /^<mail\.(.+)@example\.com>$/.exec(id)![1]!;
    expect(Buffer.from(encoded, 'base64url').toString('utf8')).toBe('newsletter/7 → ana@example.com');
  });
});

describe(draftMail.name, () => {
  it('takes MAIL_FROM when the request names no sender, and makes the Message-ID from the key', () => {
    const draft = draftMail(aMailRequest('k-1'), sender);
    expect(draft).toEqual(expect.objectContaining({ from: sender.from, messageId: messageIdFor('k-1', 'moneytogether.example'), headers: {} }));
  });

  it('refuses what a mail server would misread or a header could smuggle', () => {
    expect(fieldsRefused(aMailRequest(' '))).toEqual(['idempotencyKey']);
    expect(fieldsRefused(aMailRequest('k'.repeat(MAX_IDEMPOTENCY_KEY_LENGTH + 1)))).toEqual(['idempotencyKey']);
    expect(fieldsRefused(aMailRequest('k', { to: 'a@example.com, b@example.com' }))).toEqual(['to']);
    expect(fieldsRefused(aMailRequest('k', { to: 'not an address' }))).toEqual(['to']);
    expect(fieldsRefused(aMailRequest('k', { subject: 'Hi\r\nBcc: everyone@example.com' }))).toEqual(['subject']);
    expect(fieldsRefused(aMailRequest('k', { html: '', text: ' ' }))).toEqual(['text']);
    expect(fieldsRefused(aMailRequest('k', { kind: '' }))).toEqual(['kind']);
    expect(fieldsRefused(aMailRequest('k', { headers: { 'Message-ID': '<x@y>' } }))).toEqual(['headers.Message-ID']);
    expect(fieldsRefused(aMailRequest('k', { headers: { 'X-Campaign': 'a\nBcc: b' } }))).toEqual(['headers.X-Campaign']);
    expect(fieldsRefused(aMailRequest('k', { headers: { 'List-Unsubscribe': '<https://example.com/u>' } }))).toEqual([]);
  });
});
