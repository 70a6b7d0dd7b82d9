import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's newsletters (issue 25 item 6). Listed newest first (the primary key serves it). One draft per
 * episode from content automation: the partial unique index makes a second processing store nothing.
 */
export class CreateNewsletters1796900000021 implements MigrationInterface {
  name = 'CreateNewsletters1796900000021';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "newsletters" (
        "id" SERIAL PRIMARY KEY,
        "subject" text NOT NULL,
        "preview_text" text NOT NULL DEFAULT '',
        "content" text NOT NULL,
        "content_html" text NOT NULL,
        "status" text NOT NULL DEFAULT 'draft',
        "scheduled_at" timestamptz,
        "sent_at" timestamptz,
        "source" text NOT NULL DEFAULT 'owner',
        "episode_id" integer,
        "fanned_out" boolean NOT NULL DEFAULT false,
        "fan_out_cursor" integer,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "newsletters_status_check" CHECK ("status" IN ('draft', 'scheduled', 'sending', 'sent')),
        CONSTRAINT "newsletters_source_check" CHECK ("source" IN ('owner', 'content-automation'))
      )`);
    await runner.query(`CREATE UNIQUE INDEX "newsletters_episode_idx" ON "newsletters" ("episode_id") WHERE "source" = 'content-automation'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "newsletters"`);
  }
}
