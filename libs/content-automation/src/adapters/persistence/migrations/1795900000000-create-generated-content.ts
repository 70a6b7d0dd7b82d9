import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SPEC §3 `blog_posts` and `video_podcasts`, and the run (one upload of an episode's audio) each
 * generated row comes from. A run stores its content once: the unique run on `blog_posts` and
 * `video_podcasts` is what makes a retried or re-run job add nothing (the pipeline's transaction
 * inserts the blog post first, and stops there when the run already has one).
 */
export class CreateGeneratedContent1795900000000 implements MigrationInterface {
  name = 'CreateGeneratedContent1795900000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "blog_posts" (
        "id" SERIAL PRIMARY KEY,
        "episode_id" integer NOT NULL CONSTRAINT "blog_posts_episode_fkey" REFERENCES "episodes" ("id") ON DELETE CASCADE,
        "run_id" text CONSTRAINT "blog_posts_run_key" UNIQUE,
        "title" text NOT NULL,
        "content" text NOT NULL,
        "excerpt" text NOT NULL,
        "image_url" text,
        "status" text NOT NULL DEFAULT 'draft' CONSTRAINT "blog_posts_status_check" CHECK ("status" IN ('draft', 'scheduled', 'published')),
        "scheduled_for" timestamptz,
        "published_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The content dashboard reads an episode's drafts newest first.
    await runner.query(`CREATE INDEX "blog_posts_episode_newest_first_idx" ON "blog_posts" ("episode_id", "created_at" DESC, "id" DESC)`);
    await runner.query(`
      CREATE TABLE "video_podcasts" (
        "id" SERIAL PRIMARY KEY,
        "episode_id" integer NOT NULL CONSTRAINT "video_podcasts_episode_fkey" REFERENCES "episodes" ("id") ON DELETE CASCADE,
        "run_id" text CONSTRAINT "video_podcasts_run_key" UNIQUE,
        "title" text NOT NULL,
        "description" text NOT NULL,
        "video_url" text NOT NULL,
        "thumbnail_url" text NOT NULL,
        "status" text NOT NULL DEFAULT 'processing' CONSTRAINT "video_podcasts_status_check" CHECK ("status" IN ('processing', 'ready', 'published')),
        "published_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX "video_podcasts_episode_newest_first_idx" ON "video_podcasts" ("episode_id", "created_at" DESC, "id" DESC)`);
    await runner.query(`ALTER TABLE "social_media_posts" ADD COLUMN "run_id" text`);
    await runner.query(`CREATE INDEX "social_media_posts_run_idx" ON "social_media_posts" ("run_id") WHERE "run_id" IS NOT NULL`);
    // The content dashboard's Social Media tab reads an episode's posts newest first.
    await runner.query(`DROP INDEX "social_media_posts_episode_idx"`);
    await runner.query(`CREATE INDEX "social_media_posts_episode_newest_first_idx" ON "social_media_posts" ("episode_id", "created_at" DESC, "id" DESC)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "social_media_posts_episode_newest_first_idx"`);
    await runner.query(`CREATE INDEX "social_media_posts_episode_idx" ON "social_media_posts" ("episode_id")`);
    await runner.query(`DROP INDEX "social_media_posts_run_idx"`);
    await runner.query(`ALTER TABLE "social_media_posts" DROP COLUMN "run_id"`);
    await runner.query(`DROP TABLE "video_podcasts"`);
    await runner.query(`DROP TABLE "blog_posts"`);
  }
}
