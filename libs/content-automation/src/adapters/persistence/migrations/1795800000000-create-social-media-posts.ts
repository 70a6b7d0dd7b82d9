import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SPEC §3 `social_media_posts`. Each post belongs to an episode of the catalogue (the episode
 * context's table, created by its earlier migrations): removing the episode removes its posts. The
 * moderation screen reads one status newest first: one index in exactly that order serves a page.
 */
export class CreateSocialMediaPosts1795800000000 implements MigrationInterface {
  name = 'CreateSocialMediaPosts1795800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "social_media_posts" (
        "id" SERIAL PRIMARY KEY,
        "episode_id" integer NOT NULL CONSTRAINT "social_media_posts_episode_fkey" REFERENCES "episodes" ("id") ON DELETE CASCADE,
        "content_type" text NOT NULL CONSTRAINT "social_media_posts_content_type_check" CHECK ("content_type" IN ('image', 'reel', 'text')),
        "platform" text NOT NULL CONSTRAINT "social_media_posts_platform_check" CHECK ("platform" IN ('instagram', 'twitter', 'facebook', 'linkedin')),
        "content" text NOT NULL,
        "image_url" text,
        "video_url" text,
        "status" text NOT NULL DEFAULT 'draft'
          CONSTRAINT "social_media_posts_status_check" CHECK ("status" IN ('draft', 'pending_approval', 'approved', 'scheduled', 'published', 'rejected')),
        "scheduled_for" timestamptz,
        "published_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX "social_media_posts_status_newest_first_idx" ON "social_media_posts" ("status", "created_at" DESC, "id" DESC)`);
    // An episode's posts (its content tab, the cascade when it is removed).
    await runner.query(`CREATE INDEX "social_media_posts_episode_idx" ON "social_media_posts" ("episode_id")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "social_media_posts"`);
  }
}
