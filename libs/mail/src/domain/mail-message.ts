import { FieldChecks } from '@harmony/platform/domain';
import type { SharedBody } from './shared-body.js';

/**
 * Where a message stands. `sending` is held only while a try talks to the mail server: a try that finds it
 * so was interrupted there (see `afterInterruptedTry`). `failed` and `bounced` are both final failures:
 * `bounced` when the server refused this recipient for good (the address is then suppressed), `failed` for
 * everything else (temporary failures past the last try, a refused sender, an interrupted send).
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'bounced'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What is sent: one message to one address, as the Mailer hands it to the server. */
export interface OutgoingMail {
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** Extra headers (List-Unsubscribe, …); Message-ID is `messageId`, never one of these. */
  readonly headers: Readonly<Record<string, string>>;
  /** The Message-ID header, derived from the idempotency key (`messageIdFor`), angle brackets included. */
  readonly messageId: string;
}

/** A message as stored: what is sent, why (kind), and what became of it. */
export interface MailMessage extends OutgoingMail {
  readonly id: number;
  /** One message per key: queueing the same key again adds nothing. */
  readonly idempotencyKey: string;
  /** What the message is for (`newsletter.confirmation`, `workshop.registration`, …), for the owner's list. */
  readonly kind: string;
  readonly status: MailStatus;
  /** Tries that reached the mail server (or were interrupted on the way). */
  readonly attempts: number;
  /** The server's last answer ("250 2.0.0 Ok: queued as …", "421 4.7.0 Try again later"), or why no answer came. */
  readonly lastSmtpAnswer: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly sentAt: Date | null;
  /**
   * 0 for the first send; each resend by the owner (a `failed` message queued again) adds one. The
   * `mail.send` job of each round has its own id, so a job kept from an earlier round does not swallow it.
   */
  readonly sendRound: number;
  /**
   * The shared body it was made from (a broadcast's: its HTML and text are that body with this recipient's
   * link written in), null for a message of its own. Such a message goes only to an address that still takes
   * bulk mail (BulkMailAudience).
   */
  readonly bodyId: number | null;
}

/** What a use case asks to send: the message without its bookkeeping. `from` defaults to MAIL_FROM. */
export interface MailRequest {
  readonly idempotencyKey: string;
  readonly kind: string;
  readonly to: string;
  readonly from?: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A message of a shared body that a use case asks to send: the body's placeholder becomes `personal` in its copy. */
export type BulkMailRequest = Omit<MailRequest, 'html' | 'text'> & { readonly personal: string };

/** A message ready to be stored, status `queued`. */
export type MailDraft = Omit<MailMessage, 'id' | 'status' | 'attempts' | 'lastSmtpAnswer' | 'createdAt' | 'updatedAt' | 'sentAt' | 'sendRound' | 'bodyId'>;

/**
 * A message of a shared body, ready to be stored: its own fields without the body, and the value its copy
 * writes in the body's placeholder (`personal`).
 */
export type BulkMailDraft = Omit<MailDraft, 'html' | 'text'> & { readonly personal: string };

/** A message of a shared body as a batch claims it: what is sent but the body itself. */
export type BulkMailMessage = Omit<MailMessage, 'html' | 'text' | 'bodyId'> & { readonly bodyId: number; readonly personal: string };

export const INVALID_MAIL = 'invalid-mail';

/** Keys become part of the Message-ID, whose line must stay short (RFC 5322: 998 characters). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

const lineBreak = /[\r\n]/;
// One address, as the SMTP envelope needs it; the full syntax is the mail server's to judge.
const plainAddress = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/;

/** The headers a caller may not set: the Mailer sets them from the message's own fields. */
const reservedHeaders = new Set(['to', 'from', 'subject', 'message-id', 'content-type', 'content-transfer-encoding', 'mime-version']);

/**
 * The Message-ID of the message queued under `idempotencyKey`: the key itself, base64url-encoded (every
 * character is allowed in a Message-ID), on the sender's domain. The same key always gives the same
 * Message-ID, so if a message ever reaches a mailbox twice (see README "Delivery guarantees"), both copies
 * carry one id: mail clients and providers that de-duplicate by Message-ID show it once, and anyone can read
 * back the key from a received copy.
 */
export function messageIdFor(idempotencyKey: string, senderDomain: string): string {
  return `<mail.${Buffer.from(idempotencyKey, 'utf8').toString('base64url')}@${senderDomain}>`;
}

/** Extra headers a message may carry: none that its own fields set, each on one line. */
export function checkHeaders(checks: FieldChecks, headers: Readonly<Record<string, string>>): FieldChecks {
  for (const [name, value] of Object.entries(headers)) {
    checks.require(/^[\x21-\x39\x3b-\x7e]+$/.test(name) && !reservedHeaders.has(name.toLowerCase()), `headers.${name}`, `${name} cannot be set as an extra header`);
    checks.require(!lineBreak.test(value), `headers.${name}`, `The ${name} header must be one line`);
  }
  return checks;
}

/** The checks every message's own fields pass (all but its body), each bad field named. */
function messageChecks(request: Omit<MailRequest, 'html' | 'text'>): FieldChecks {
  const checks = new FieldChecks(INVALID_MAIL)
    .require(request.idempotencyKey.trim() !== '', 'idempotencyKey', 'An idempotency key is required')
    .require(request.idempotencyKey.length <= MAX_IDEMPOTENCY_KEY_LENGTH, 'idempotencyKey', `An idempotency key has at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`)
    .require(request.kind.trim() !== '', 'kind', 'A kind is required')
    .require(plainAddress.test(request.to), 'to', 'The recipient must be one email address')
    .require(request.from === undefined || (request.from.trim() !== '' && !lineBreak.test(request.from)), 'from', 'The sender must be one line')
    .require(request.subject.trim() !== '' && !lineBreak.test(request.subject), 'subject', 'A subject is required, on one line');
  return checkHeaders(checks, request.headers ?? {});
}

/** The stored fields every message has, its Message-ID made from its key. */
function storedFields(request: Omit<MailRequest, 'html' | 'text'>, defaults: { readonly from: string; readonly senderDomain: string }): Omit<MailDraft, 'html' | 'text'> {
  return {
    idempotencyKey: request.idempotencyKey,
    kind: request.kind.trim(),
    to: request.to,
    from: request.from ?? defaults.from,
    subject: request.subject,
    headers: request.headers ?? {},
    messageId: messageIdFor(request.idempotencyKey, defaults.senderDomain),
  };
}

/** The message to store for a request, with its Message-ID, or InvalidInput (code `invalid-mail`) naming each bad field. */
export function draftMail(request: MailRequest, defaults: { readonly from: string; readonly senderDomain: string }): MailDraft {
  messageChecks(request)
    .require(request.html.trim() !== '' || request.text.trim() !== '', 'text', 'A message needs a body')
    .throwIfAny();
  return { ...storedFields(request, defaults), html: request.html, text: request.text };
}

/** A shared body as it may be stored: with a placeholder, a body, and headers `draftMail` would take; else InvalidInput. */
export function checkSharedBody(body: SharedBody): void {
  const checks = new FieldChecks(INVALID_MAIL)
    .require(body.placeholder.trim() !== '', 'placeholder', 'A shared body needs a placeholder')
    .require(body.html.trim() !== '' || body.text.trim() !== '', 'text', 'A message needs a body');
  checkHeaders(checks, body.headers).throwIfAny();
}

/** A message of a shared body, as `draftMail` checks and makes one; the body is checked once, when stored. */
export function draftBulkMail(request: BulkMailRequest, defaults: { readonly from: string; readonly senderDomain: string }): BulkMailDraft {
  messageChecks(request)
    .require(request.personal.trim() !== '' && !lineBreak.test(request.personal), 'personal', 'A recipient’s value is one line')
    .throwIfAny();
  return { ...storedFields(request, defaults), personal: request.personal };
}
