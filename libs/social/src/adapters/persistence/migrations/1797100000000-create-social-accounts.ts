import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's connected social accounts (issue 26). One row per account on its network: connecting it again
 * replaces the credentials (the unique pair). The credentials column holds AES-256-GCM bytes only; the index
 * serves the publisher's question, "this platform's most recently connected account". Also the OAuth sign-ins
 * under way.
 */
export class CreateSocialAccounts1797100000000 implements MigrationInterface {
  name = 'CreateSocialAccounts1797100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "social_accounts" (
        "id" SERIAL PRIMARY KEY,
        "platform" text NOT NULL,
        "remote_account_id" text NOT NULL,
        "display_name" text NOT NULL,
        "profile_url" text,
        "max_characters" integer NOT NULL,
        "credentials" bytea NOT NULL,
        "expires_at" timestamptz,
        "state" text NOT NULL DEFAULT 'connected',
        "last_error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "social_accounts_platform_remote_key" UNIQUE ("platform", "remote_account_id"),
        CONSTRAINT "social_accounts_platform_check" CHECK ("platform" IN ('mastodon', 'bluesky', 'webhook', 'twitter', 'linkedin', 'facebook', 'instagram')),
        CONSTRAINT "social_accounts_state_check" CHECK ("state" IN ('connected', 'needs_reconnect')),
        CONSTRAINT "social_accounts_max_characters_check" CHECK ("max_characters" > 0)
      )`);
    await runner.query(`CREATE INDEX "social_accounts_platform_updated_idx" ON "social_accounts" ("platform", "updated_at" DESC)`);
    // The sign-ins under way (OAuth): the state only as its hash, the PKCE verifier encrypted; ten minutes each.
    await runner.query(`
      CREATE TABLE "social_oauth_attempts" (
        "state_hash" text PRIMARY KEY,
        "platform" text NOT NULL,
        "code_verifier" bytea NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "social_oauth_attempts"`);
    await runner.query(`DROP TABLE "social_accounts"`);
  }
}
