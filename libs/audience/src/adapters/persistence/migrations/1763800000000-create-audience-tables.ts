import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAudienceTables1763800000000 implements MigrationInterface {
  name = 'CreateAudienceTables1763800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "newsletter_subscriptions" (
        "id" SERIAL PRIMARY KEY,
        "email" text NOT NULL CONSTRAINT "newsletter_subscriptions_email_key" UNIQUE,
        "tags" text[] NOT NULL DEFAULT '{}',
        "subscribed_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE "workshop_registrations" (
        "id" SERIAL PRIMARY KEY,
        "first_name" text NOT NULL,
        "last_name" text NOT NULL,
        "email" text NOT NULL,
        "phone" text,
        "partner_name" text,
        "questions" text,
        "newsletter" boolean NOT NULL DEFAULT false,
        "submitted_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE "contact_messages" (
        "id" SERIAL PRIMARY KEY,
        "name" text NOT NULL,
        "email" text NOT NULL,
        "subject" text NOT NULL,
        "message" text NOT NULL,
        "submitted_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The back office reads the newest submissions first.
    await runner.query(`CREATE INDEX "workshop_registrations_submitted_idx" ON "workshop_registrations" ("submitted_at" DESC)`);
    await runner.query(`CREATE INDEX "contact_messages_submitted_idx" ON "contact_messages" ("submitted_at" DESC)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "contact_messages"`);
    await runner.query(`DROP TABLE "workshop_registrations"`);
    await runner.query(`DROP TABLE "newsletter_subscriptions"`);
  }
}
