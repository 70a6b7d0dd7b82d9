import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Double opt-in and the welcome sequence (issue 25): each subscription's status, the sequence step it has
 * reached, and its confirmation link's nonce. Rows kept before were told "You're subscribed": they stay
 * subscribed (`active`, step 0: they were never sent the sequence); new rows start `pending`.
 *
 * Indexes for what is read: the owner's list filtered by status (newest first), the broadcast's active
 * recipients in id order, the purge of unconfirmed rows, and the list's `?q=` substring search (ILIKE
 * '%…%'), which a B-tree cannot serve: a pg_trgm GIN index keeps it fast at a million rows. The extension
 * goes in `public` (per database, whatever schema a test migrates in), and the index names its operator
 * class there; an advisory lock keeps migrations of parallel test schemas from creating it twice at once.
 */
export class NewsletterDoubleOptIn1796900000010 implements MigrationInterface {
  name = 'NewsletterDoubleOptIn1796900000010';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE "newsletter_subscriptions"
        ADD COLUMN "status" text NOT NULL DEFAULT 'active' CONSTRAINT "newsletter_subscriptions_status_check" CHECK ("status" IN ('pending', 'active', 'unsubscribed', 'bounced')),
        ADD COLUMN "sequence_step" smallint NOT NULL DEFAULT 0 CONSTRAINT "newsletter_subscriptions_sequence_step_check" CHECK ("sequence_step" BETWEEN 0 AND 3),
        ADD COLUMN "confirmation_nonce" text,
        ADD COLUMN "confirmation_sent_at" timestamptz,
        ADD COLUMN "confirmed_at" timestamptz,
        ADD COLUMN "unsubscribed_at" timestamptz`);
    await runner.query(`ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "status" SET DEFAULT 'pending'`);
    await runner.query(`CREATE INDEX "newsletter_subscriptions_status_newest_first_idx" ON "newsletter_subscriptions" ("status", "subscribed_at" DESC, "id" DESC)`);
    await runner.query(`CREATE INDEX "newsletter_subscriptions_active_idx" ON "newsletter_subscriptions" ("id") WHERE "status" = 'active'`);
    await runner.query(`CREATE INDEX "newsletter_subscriptions_unconfirmed_idx" ON "newsletter_subscriptions" ("confirmation_sent_at") WHERE "status" = 'pending'`);
    await runner.query(`SELECT pg_advisory_xact_lock(hashtext('harmony:create-extension-pg_trgm'))`);
    await runner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    await runner.query(`CREATE INDEX "newsletter_subscriptions_email_trgm_idx" ON "newsletter_subscriptions" USING gin ("email" public.gin_trgm_ops)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    // The extension stays: other schemas of the database may use it.
    await runner.query(`DROP INDEX "newsletter_subscriptions_email_trgm_idx"`);
    await runner.query(`DROP INDEX "newsletter_subscriptions_unconfirmed_idx"`);
    await runner.query(`DROP INDEX "newsletter_subscriptions_active_idx"`);
    await runner.query(`DROP INDEX "newsletter_subscriptions_status_newest_first_idx"`);
    await runner.query(`
      ALTER TABLE "newsletter_subscriptions"
        DROP COLUMN "unsubscribed_at", DROP COLUMN "confirmed_at", DROP COLUMN "confirmation_sent_at",
        DROP COLUMN "confirmation_nonce", DROP COLUMN "sequence_step", DROP COLUMN "status"`);
  }
}
