import type { DeliveryAnswer, OutgoingMail } from '../domain/index.js';

/**
 * Sends one message and says what the mail server answered. Never throws for a refusal or an unreachable
 * server: that is an answer (temporary or permanent failure), which the caller records and acts on.
 * Adapters: SMTP (nodemailer, `SMTP_URL`) and the outbox (embedded mode: `.eml` files under DATA_DIR/outbox).
 */
export abstract class Mailer {
  abstract send(mail: OutgoingMail): Promise<DeliveryAnswer>;
}
