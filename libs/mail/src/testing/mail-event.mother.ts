// Provider payloads shaped after the providers' documented samples (Amazon SES "Examples of event data",
// Postmark "Bounce webhook" and "Spam complaint webhook"), trimmed of what nothing reads.

const sesMail = (to: readonly string[]) => ({
  timestamp: '2026-11-26T10:00:00.000Z',
  source: 'Money Together <hello@moneytogether.example>',
  messageId: '0100019abc-e9aedb9a-02f9-4d12-a87d-dd0099a07f8a-000000',
  destination: to,
  commonHeaders: { from: ['Money Together <hello@moneytogether.example>'], to, messageId: '<mail.bmV3c2xldHRlcg@moneytogether.example>', subject: 'Welcome' },
});

/** An SES bounce event (configuration set event publishing; `notificationType` instead for identity notifications). */
export function sesBounce(recipients: readonly string[], { bounceType = 'Permanent', format = 'eventType' }: { bounceType?: 'Permanent' | 'Transient' | 'Undetermined'; format?: 'eventType' | 'notificationType' } = {}) {
  return {
    [format]: 'Bounce',
    bounce: {
      bounceType,
      bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
      bouncedRecipients: recipients.map((emailAddress) => ({ emailAddress, action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' })),
      timestamp: '2026-11-26T10:00:01.000Z',
      feedbackId: '0100019abc-61b59c11-9236-11e6-8f96-7be8aexample-000000',
      reportingMTA: 'dsn; a1-2.smtp-out.eu-west-1.amazonses.com',
    },
    mail: sesMail(recipients),
  };
}

/** An SES complaint event. */
export function sesComplaint(recipients: readonly string[]) {
  return {
    eventType: 'Complaint',
    complaint: {
      complainedRecipients: recipients.map((emailAddress) => ({ emailAddress })),
      timestamp: '2026-11-26T10:05:00.000Z',
      feedbackId: '0100019abc-f4a2c1b0-4a36-11e7-9c7b-7b4e5example-000000',
      userAgent: 'Mozilla/5.0',
      complaintFeedbackType: 'abuse',
    },
    mail: sesMail(recipients),
  };
}

/** A Postmark bounce webhook of that type (HardBounce, SoftBounce, Transient, …). */
export function postmarkBounce(email: string, type = 'HardBounce') {
  return {
    RecordType: 'Bounce',
    MessageStream: 'outbound',
    ID: 4323372036,
    Type: type,
    TypeCode: type === 'HardBounce' ? 1 : 4096,
    Name: type === 'HardBounce' ? 'Hard bounce' : 'Soft bounce',
    MessageID: '883953f4-6105-42a2-a16a-77a8eac79483',
    Metadata: {},
    ServerID: 23,
    Description: 'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
    Details: 'smtp;550 5.1.1 The email account that you tried to reach does not exist.',
    Email: email,
    From: 'hello@moneytogether.example',
    BouncedAt: '2026-11-26T10:00:01.9070259Z',
    DumpAvailable: false,
    Inactive: type === 'HardBounce',
    CanActivate: true,
    Subject: 'Welcome',
  };
}

/** A Postmark spam complaint webhook. */
export function postmarkSpamComplaint(email: string) {
  return { ...postmarkBounce(email), RecordType: 'SpamComplaint', Type: 'SpamComplaint', TypeCode: 512, Name: 'Spam complaint', Description: '', Details: 'Test spam complaint details', CanActivate: false };
}

/** A Postmark subscription change webhook: Postmark suppressed the address (or, with `suppress` false, reactivated it). */
export function postmarkSubscriptionChange(recipient: string, suppress = true, reason = 'HardBounce') {
  return {
    RecordType: 'SubscriptionChange',
    MessageID: '883953f4-6105-42a2-a16a-77a8eac79483',
    ServerID: 123456,
    MessageStream: 'outbound',
    ChangedAt: '2026-11-23T10:15:00Z',
    Recipient: recipient,
    Origin: 'Recipient',
    SuppressSending: suppress,
    SuppressionReason: suppress ? reason : null,
    Tag: '',
    Metadata: {},
  };
}
