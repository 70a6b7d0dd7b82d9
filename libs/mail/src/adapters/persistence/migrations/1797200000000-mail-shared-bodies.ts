import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Broadcasts at 100 000 recipients (issue 25's budgets, bench/mail.mjs): the body is stored once in
 * `mail_bodies` (with the headers every copy carries, List-Unsubscribe), and each message of it keeps only the
 * value its copy writes in the body's placeholder (`personal`: the recipient's unsubscribe address), so a
 * message row is a few hundred bytes, not 30 kB.
 * Such a row has no HTML or text of its own: the CHECK says a row has either its own or a body. `send_batch`
 * groups a body's messages for the job that sends them together; the partial index finds a batch's messages
 * while it is being sent (never-tried rows and interrupted ones), and stays small once they are settled.
 */
export class MailSharedBodies1797200000000 implements MigrationInterface {
  name = 'MailSharedBodies1797200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "mail_bodies" (
        "id" SERIAL PRIMARY KEY,
        "key" text NOT NULL,
        "html" text NOT NULL,
        "text" text NOT NULL,
        "headers" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "placeholder" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "mail_bodies_key_key" UNIQUE ("key")
      )`);
    await runner.query(`ALTER TABLE "mail_messages" ALTER COLUMN "html" DROP NOT NULL, ALTER COLUMN "text" DROP NOT NULL`);
    await runner.query(`
      ALTER TABLE "mail_messages"
        ADD COLUMN "body_id" integer CONSTRAINT "mail_messages_body_id_fkey" REFERENCES "mail_bodies" ("id"),
        ADD COLUMN "personal" text,
        ADD COLUMN "send_batch" integer,
        ADD CONSTRAINT "mail_messages_body_check" CHECK (
          ("body_id" IS NULL AND "html" IS NOT NULL AND "text" IS NOT NULL AND "personal" IS NULL AND "send_batch" IS NULL)
          OR ("body_id" IS NOT NULL AND "html" IS NULL AND "text" IS NULL AND "personal" IS NOT NULL AND "send_batch" IS NOT NULL))`);
    await runner.query(`CREATE SEQUENCE "mail_send_batches"`);
    // The start's search for messages waiting for their own job (RequeueWaitingMail) leaves out a batch's
    // never-tried ones (their batch's job sends them): 100 000 rows of a broadcast stay out of this index.
    await runner.query(`DROP INDEX "mail_messages_waiting_idx"`);
    await runner.query(
      `CREATE INDEX "mail_messages_waiting_idx" ON "mail_messages" ("id") WHERE "status" = 'queued' AND ("body_id" IS NULL OR "attempts" > 0 OR "send_round" > 0)`,
    );
    await runner.query(`CREATE INDEX "mail_messages_batch_idx" ON "mail_messages" ("body_id", "send_batch", "id") WHERE "status" IN ('queued', 'sending') AND "body_id" IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "mail_messages_batch_idx"`);
    await runner.query(`DROP SEQUENCE "mail_send_batches"`);
    await runner.query(`DROP INDEX "mail_messages_waiting_idx"`);
    await runner.query(`CREATE INDEX "mail_messages_waiting_idx" ON "mail_messages" ("id") WHERE "status" = 'queued'`);
    await runner.query(`ALTER TABLE "mail_messages" DROP CONSTRAINT "mail_messages_body_check"`);
    // Each message of a shared body gets its own copy back, as it was sent (escapeAttribute's escaping in the HTML).
    await runner.query(`
      UPDATE "mail_messages" AS m SET
        "html" = replace(b."html", b."placeholder", replace(replace(replace(replace(m."personal", '&', '&amp;'), '"', '&quot;'), '<', '&lt;'), '>', '&gt;')),
        "text" = replace(b."text", b."placeholder", m."personal"),
        "headers" = replace(b."headers"::text, b."placeholder", trim(BOTH '"' FROM to_jsonb(m."personal")::text))::jsonb || m."headers"
      FROM "mail_bodies" AS b WHERE m."body_id" = b."id"`);
    await runner.query(`ALTER TABLE "mail_messages" DROP COLUMN "send_batch", DROP COLUMN "personal", DROP COLUMN "body_id"`);
    await runner.query(`ALTER TABLE "mail_messages" ALTER COLUMN "html" SET NOT NULL, ALTER COLUMN "text" SET NOT NULL`);
    await runner.query(`DROP TABLE "mail_bodies"`);
  }
}
