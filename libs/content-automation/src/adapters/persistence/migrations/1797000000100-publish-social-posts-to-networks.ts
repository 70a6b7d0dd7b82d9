import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26: a post goes out through its platform's connected account, and is published only once the network
 * confirmed it. Mastodon, Bluesky and the webhook join the platforms; each post keeps where it stands with its
 * network: publishing (a job is sending it), the last failure in plain words, the network's id and address of
 * the live post, and how many tries were made (each try's job is named by it).
 */
export class PublishSocialPostsToNetworks1797000000100 implements MigrationInterface {
  name = 'PublishSocialPostsToNetworks1797000000100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "social_media_posts" DROP CONSTRAINT "social_media_posts_platform_check"`);
    await runner.query(
      `ALTER TABLE "social_media_posts" ADD CONSTRAINT "social_media_posts_platform_check" CHECK ("platform" IN ('instagram', 'twitter', 'facebook', 'linkedin', 'mastodon', 'bluesky', 'webhook'))`,
    );
    await runner.query(`
      ALTER TABLE "social_media_posts"
        ADD COLUMN "publish_state" text CONSTRAINT "social_media_posts_publish_state_check" CHECK ("publish_state" IN ('publishing')),
        ADD COLUMN "publish_error" text,
        ADD COLUMN "remote_id" text,
        ADD COLUMN "remote_url" text,
        ADD COLUMN "publish_attempts" integer NOT NULL DEFAULT 0`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE "social_media_posts"
        DROP COLUMN "publish_state", DROP COLUMN "publish_error", DROP COLUMN "remote_id", DROP COLUMN "remote_url", DROP COLUMN "publish_attempts"`);
    await runner.query(`DELETE FROM "social_media_posts" WHERE "platform" IN ('mastodon', 'bluesky', 'webhook')`);
    await runner.query(`ALTER TABLE "social_media_posts" DROP CONSTRAINT "social_media_posts_platform_check"`);
    await runner.query(`ALTER TABLE "social_media_posts" ADD CONSTRAINT "social_media_posts_platform_check" CHECK ("platform" IN ('instagram', 'twitter', 'facebook', 'linkedin'))`);
  }
}
