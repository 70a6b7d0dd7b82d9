import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22: a run's media (quote card, reel, video podcast) each have a render status, stored with the
 * run's words, so a render that fails loses no word and is marked failed with its reason; what a render
 * needs beyond the episode (the upload's audio, the pull quote, where the reel starts) is kept so the
 * owner can render it again without uploading again. One row per run and kind.
 */
export class CreateMediaRenders1796400000000 implements MigrationInterface {
  name = 'CreateMediaRenders1796400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "media_renders" (
        "id" SERIAL PRIMARY KEY,
        "episode_id" integer NOT NULL CONSTRAINT "media_renders_episode_fkey" REFERENCES "episodes" ("id") ON DELETE CASCADE,
        "run_id" text NOT NULL,
        "kind" text NOT NULL CONSTRAINT "media_renders_kind_check" CHECK ("kind" IN ('quote_card', 'reel', 'video')),
        "url" text NOT NULL,
        "audio_url" text NOT NULL,
        "quote" text NOT NULL,
        "start_seconds" double precision,
        "status" text NOT NULL DEFAULT 'rendering' CONSTRAINT "media_renders_status_check" CHECK ("status" IN ('rendering', 'ready', 'failed')),
        "failure_reason" text,
        "renders" integer NOT NULL DEFAULT 1,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "media_renders_run_kind_key" UNIQUE ("run_id", "kind")
      )`);
    // The cards look their media up by the URL they show.
    await runner.query(`CREATE INDEX "media_renders_url_idx" ON "media_renders" ("url")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "media_renders"`);
  }
}
