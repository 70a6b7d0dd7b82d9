import { messageIdFor, type MailRequest, type OutgoingMail } from '../domain/index.js';

/** A message as the Mailer takes it; each field may be replaced. */
export const anOutgoingMail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: 'listener@example.com',
  from: '"Money Together" <hello@moneytogether.example>',
  subject: 'Welcome to Money Together',
  html: '<p>Hello <strong>both</strong> of you</p>',
  text: 'Hello both of you',
  headers: { 'List-Unsubscribe': '<https://moneytogether.example/unsubscribe?token=t>' },
  messageId: messageIdFor('welcome-1', 'moneytogether.example'),
  ...overrides,
});

/** A request to queue a message under `idempotencyKey`. */
export const aMailRequest = (idempotencyKey: string, overrides: Partial<MailRequest> = {}): MailRequest => ({
  idempotencyKey,
  kind: 'test.hello',
  to: 'listener@example.com',
  subject: 'Hello',
  html: '<p>Hello</p>',
  text: 'Hello',
  ...overrides,
});
