import type { OutgoingMail } from '../domain/index.js';

/** A message as nodemailer takes it, for the SMTP transport and the outbox's composer alike. */
export function nodemailerMessage(mail: OutgoingMail) {
  return {
    to: mail.to,
    from: mail.from,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: { ...mail.headers },
    messageId: mail.messageId,
  };
}
