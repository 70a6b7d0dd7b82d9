import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { writeIntoPlace } from '@harmony/platform';
import type { DeliveryAnswer, OutgoingMail } from '../../domain/index.js';
import { Mailer } from '../../application/index.js';
import { nodemailerMessage } from '../nodemailer-message.js';

/**
 * The file a message is kept in: its Message-ID made safe for a file name, plus a short hash of it so two
 * ids that read alike never share a file. The same message always has the same file, so a second write
 * replaces it rather than adding a copy.
 */
export function outboxFileName(messageId: string): string {
  const readable = messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120);
  const digest = createHash('sha256').update(messageId).digest('hex').slice(0, 12);
  return `${readable}-${digest}.eml`;
}

/**
 * The Mailer without a mail server (no `SMTP_URL`: the embedded default): each message is written as an
 * RFC 822 `.eml` file under DATA_DIR/outbox/, which any mail client opens, and counts as delivered. The
 * messages table keeps every message too, so `npm start` shows the whole flow without sending a thing.
 */
export class OutboxMailer extends Mailer {
  constructor(private readonly directory: string) {
    super();
  }

  async send(mail: OutgoingMail): Promise<DeliveryAnswer> {
    const composer = new MailComposer({ ...nodemailerMessage(mail), date: new Date() });
    const name = outboxFileName(mail.messageId);
    try {
      const bytes = await composer.compile().build();
      await mkdir(this.directory, { recursive: true });
      await writeIntoPlace(path.join(this.directory, `.${name}.partial`), path.join(this.directory, name), (partial) => writeFile(partial, bytes));
    } catch (error) {
      // A full or read-only disk may pass: the queue tries again, as it would after a mail server's 4xx.
      return { outcome: 'temporary-failure', answer: `Could not write the outbox file ${name}: ${error instanceof Error ? error.message : String(error)}` };
    }
    return { outcome: 'delivered', answer: `250 Kept in the outbox as ${name}` };
  }
}
