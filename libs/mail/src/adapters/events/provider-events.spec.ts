import { postmarkBounce, postmarkSpamComplaint, postmarkSubscriptionChange, sesBounce, sesComplaint } from '../../testing/mail-event.mother.js';
import { hasBasicPassword, isPostmarkEvent, isPostmarkReactivation, postmarkSuppressions } from './postmark-events.js';
import { sesSuppressions } from './ses-events.js';

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe(sesSuppressions.name, () => {
  it('suppresses every recipient of a permanent bounce as bounced, with what SES said and the Message-ID', () => {
    expect(sesSuppressions(sesBounce(['a@example.com', 'b@example.com']))).toEqual([
      { address: 'a@example.com', reason: 'bounced', answer: 'Amazon SES: permanent bounce (General): smtp; 550 5.1.1 user unknown', messageId: '<mail.bmV3c2xldHRlcg@moneytogether.example>' },
      { address: 'b@example.com', reason: 'bounced', answer: 'Amazon SES: permanent bounce (General): smtp; 550 5.1.1 user unknown', messageId: '<mail.bmV3c2xldHRlcg@moneytogether.example>' },
    ]);
  });

  it('reads identity notifications (notificationType) as well as configuration set events (eventType)', () => {
    expect(sesSuppressions(sesBounce(['a@example.com'], { format: 'notificationType' }))).toEqual([expect.objectContaining({ address: 'a@example.com', reason: 'bounced' })]);
  });

  it('suppresses nobody for a transient or undetermined bounce', () => {
    expect(sesSuppressions(sesBounce(['a@example.com'], { bounceType: 'Transient' }))).toEqual([]);
    expect(sesSuppressions(sesBounce(['a@example.com'], { bounceType: 'Undetermined' }))).toEqual([]);
  });

  it('suppresses every complained recipient as complained', () => {
    expect(sesSuppressions(sesComplaint(['c@example.com']))).toEqual([
      { address: 'c@example.com', reason: 'complained', answer: 'Amazon SES: complaint (abuse)', messageId: '<mail.bmV3c2xldHRlcg@moneytogether.example>' },
    ]);
  });

  it('suppresses nobody for deliveries, other publishers’ messages and broken events', () => {
    for (const event of [
      { eventType: 'Delivery', delivery: { recipients: ['a@example.com'] }, mail: {} },
      null,
      'plain text',
      [sesBounce(['a@example.com'])],
      { eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 42 }, 'x', { emailAddress: 'no-at-sign' }] } },
      { eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: 'a@example.com' } },
      { eventType: 'Complaint' },
    ]) {
      expect(sesSuppressions(event)).toEqual([]);
    }
  });
});

describe(postmarkSuppressions.name, () => {
  it('suppresses a hard bounce or a bad address as bounced, with what Postmark said', () => {
    expect(postmarkSuppressions(postmarkBounce('a@example.com'))).toEqual([
      {
        address: 'a@example.com',
        reason: 'bounced',
        answer: 'Postmark: bounce (HardBounce): The server was unable to deliver your message (ex: unknown user, mailbox not found). smtp;550 5.1.1 The email account that you tried to reach does not exist.',
      },
    ]);
    expect(postmarkSuppressions(postmarkBounce('a@example.com', 'BadEmailAddress'))).toEqual([expect.objectContaining({ reason: 'bounced' })]);
  });

  it('suppresses a spam complaint as complained', () => {
    expect(postmarkSuppressions(postmarkSpamComplaint('c@example.com'))).toEqual([{ address: 'c@example.com', reason: 'complained', answer: 'Postmark: spam complaint: Test spam complaint details' }]);
  });

  it('suppresses nobody for soft bounces and the like', () => {
    for (const type of ['SoftBounce', 'Transient', 'AutoResponder', 'DnsError', 'Blocked']) expect(postmarkSuppressions(postmarkBounce('a@example.com', type))).toEqual([]);
  });

  it('suppresses the Recipient of a subscription change that suppresses sending; lifts nothing for a reactivation', () => {
    expect(postmarkSuppressions(postmarkSubscriptionChange(' a@example.com '))).toEqual([{ address: 'a@example.com', reason: 'bounced', answer: 'Postmark: sending suppressed (HardBounce)' }]);
    expect(postmarkSuppressions(postmarkSubscriptionChange('a@example.com', true, 'ManualSuppression'))).toEqual([{ address: 'a@example.com', reason: 'bounced', answer: 'Postmark: sending suppressed (ManualSuppression)' }]);
    expect(postmarkSuppressions(postmarkSubscriptionChange('a@example.com', true, 'SpamComplaint'))).toMatchObject([{ reason: 'complained' }]);
    expect(postmarkSuppressions(postmarkSubscriptionChange('a@example.com', false))).toEqual([]);
    expect(isPostmarkReactivation(postmarkSubscriptionChange('a@example.com', false))).toBe(true);
    expect(isPostmarkReactivation(postmarkSubscriptionChange('a@example.com'))).toBe(false);
  });

  it('recognises only bounce, spam complaint and subscription change records with their address', () => {
    expect(isPostmarkEvent(postmarkSubscriptionChange('a@example.com'))).toBe(true);
    expect(isPostmarkEvent({ ...postmarkSubscriptionChange('a@example.com'), Recipient: undefined })).toBe(false);
    expect(isPostmarkEvent({ RecordType: 'toString', Email: 'a@example.com' })).toBe(false);
    expect(isPostmarkEvent(postmarkBounce('a@example.com'))).toBe(true);
    expect(isPostmarkEvent(postmarkSpamComplaint('a@example.com'))).toBe(true);
    expect(isPostmarkEvent({ ...postmarkBounce('a@example.com'), RecordType: 'Delivery' })).toBe(false);
    expect(isPostmarkEvent({ RecordType: 'Bounce' })).toBe(false);
    expect(isPostmarkEvent(null)).toBe(false);
  });
});

describe(hasBasicPassword.name, () => {
  const secret = 'k3y-0123456789abcdef-0123456789';

  it('takes Basic credentials whose password is the secret, whatever the user name', () => {
    expect(hasBasicPassword(basic('postmark', secret), secret)).toBe(true);
    expect(hasBasicPassword(basic('', secret), secret)).toBe(true);
    expect(hasBasicPassword(`basic  ${Buffer.from(`x:${secret}`).toString('base64')}`, secret)).toBe(true);
  });

  it('refuses a wrong, longer, shorter or missing password, and other schemes', () => {
    for (const authorization of [
      basic('postmark', 'wrong'),
      basic('postmark', `${secret}x`),
      basic('postmark', secret.slice(0, -1)),
      basic(secret, ''),
      `Basic ${Buffer.from(secret).toString('base64')}`,
      `Bearer ${secret}`,
      'Basic !!!',
      '',
      undefined,
    ]) {
      expect(hasBasicPassword(authorization, secret)).toBe(false);
    }
  });
});
