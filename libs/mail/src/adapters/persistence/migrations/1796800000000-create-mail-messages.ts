import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The messages the mail context sends (issue 25): each once under its idempotency key, with its status and
 * the mail server's last answer. Message-IDs are unique too: a bounce report names the message by it. The
 * partial index serves the start's search for messages still waiting to be queued (RequeueWaitingMail): it
 * stays small however many were sent.
 */
export class CreateMailMessages1796800000000 implements MigrationInterface {
  name = 'CreateMailMessages1796800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "mail_messages" (
        "id" SERIAL PRIMARY KEY,
        "idempotency_key" text NOT NULL,
        "kind" text NOT NULL,
        "to_address" text NOT NULL,
        "from_address" text NOT NULL,
        "subject" text NOT NULL,
        "html" text NOT NULL,
        "text" text NOT NULL,
        "headers" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "message_id" text NOT NULL,
        "status" text NOT NULL DEFAULT 'queued',
        "attempts" integer NOT NULL DEFAULT 0,
        "last_smtp_answer" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz,
        CONSTRAINT "mail_messages_idempotency_key_key" UNIQUE ("idempotency_key"),
        CONSTRAINT "mail_messages_message_id_key" UNIQUE ("message_id"),
        CONSTRAINT "mail_messages_status_check" CHECK ("status" IN ('queued', 'sending', 'sent', 'failed', 'bounced')),
        CONSTRAINT "mail_messages_attempts_check" CHECK ("attempts" >= 0)
      )`);
    await runner.query(`CREATE INDEX "mail_messages_waiting_idx" ON "mail_messages" ("id") WHERE "status" = 'queued'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "mail_messages"`);
  }
}
