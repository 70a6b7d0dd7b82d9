import type { OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DeliveryAnswer, OutgoingMail } from '../../domain/index.js';
import { Mailer } from '../../application/index.js';
import { nodemailerMessage } from '../nodemailer-message.js';

/** How long to wait for the server at each stage: a hung server must fail the try (temporary), not hold the queue. */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 } as const;

/** Connections kept open per process, and messages sent on one before it is renewed. */
const POOL = { maxConnections: 5, maxMessages: 100 } as const;

const POOL_GAVE_UP = /maximum number of retries after connection was closed/i;

/** The SMTP commands whose refusal is about the recipient or the message, not about us (sender, login). */
const RECIPIENT_COMMANDS = new Set(['RCPT TO', 'DATA']);

/** What nodemailer's SMTP errors carry (smtp-connection's `_formatError`). */
interface SmtpError {
  readonly message: string;
  readonly response?: string;
  readonly responseCode?: number;
  readonly command?: string;
}

/** The server's refusal as a DeliveryAnswer: 5xx permanent, 4xx (or no answer: the connection failed) temporary. */
export function answerOfSmtpError(error: unknown): DeliveryAnswer {
  const failure: SmtpError = error instanceof Error ? error : { message: String(error) };
  // The pool's word for a reused connection the server closed (a 421) before a byte of the message went out.
  const answer = failure.response ?? (POOL_GAVE_UP.test(failure.message) ? `The server closed the connection before the message was sent (${failure.message})` : failure.message);
  if (failure.responseCode !== undefined && failure.responseCode >= 500) {
    return { outcome: 'permanent-failure', answer, recipientRefused: RECIPIENT_COMMANDS.has(failure.command ?? '') };
  }
  return { outcome: 'temporary-failure', answer };
}

/**
 * The Mailer on an SMTP server (`SMTP_URL`: smtp://user:pass@host:587 upgrades with STARTTLS, smtps:// is TLS
 * from the start), through nodemailer. The Message-ID is the message's own (from its idempotency key).
 */
export class SmtpMailer extends Mailer implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(url: string) {
    super();
    // Reused connections (nodemailer's pool): a connection per message spends most of each send on the TCP and
    // SMTP handshakes (≈ 150 ms against ≈ 30 ms on an open connection; bench/mail.mjs). maxRequeues 0: the pool
    // never re-sends by itself a message whose connection closed mid-transaction (its outcome is unknown); the
    // try fails as temporary and the queue owns the retry, after the message row says `queued` again.
    this.transport = nodemailer.createTransport({ url, ...TIMEOUTS, pool: true, maxConnections: POOL.maxConnections, maxMessages: POOL.maxMessages, maxRequeues: 0 });
  }

  async send(mail: OutgoingMail): Promise<DeliveryAnswer> {
    try {
      const info = await this.transport.sendMail(nodemailerMessage(mail));
      return { outcome: 'delivered', answer: String(info.response ?? '250 Accepted') };
    } catch (error) {
      return answerOfSmtpError(error);
    }
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
