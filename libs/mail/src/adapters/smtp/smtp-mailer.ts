import type { OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DeliveryAnswer, OutgoingMail } from '../../domain/index.js';
import { Mailer } from '../../application/index.js';
import { nodemailerMessage } from '../nodemailer-message.js';

/** How long to wait for the server at each stage: a hung server must fail the try (temporary), not hold the queue. */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 } as const;

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
  const answer = failure.response ?? failure.message;
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
    // One connection per message, not nodemailer's pool: the pool re-sends by itself, unseen, a message whose
    // connection the server closed (a 421 does), and then reports "maximum number of retries" instead of the
    // server's answer. The queue owns retries (with backoff), and the message records what the server said.
    this.transport = nodemailer.createTransport({ url, ...TIMEOUTS });
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
