import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Page-view analytics (SPEC §3 `analytics`, ARCHITECTURE §7 and §11). The raw rows keep no IP address,
 * no user agent and no cookie; the dashboard reads the daily rollups, which ingestion keeps up to date
 * in the same statement that adds the rows, so it stays fast at tens of millions of page views.
 */
export class CreateAnalyticsTables1795700000000 implements MigrationInterface {
  name = 'CreateAnalyticsTables1795700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "analytics" (
        "id" bigserial PRIMARY KEY,
        "page_url" text NOT NULL,
        "referrer" text,
        "timestamp" timestamptz NOT NULL DEFAULT now()
      )`);
    // Recent activity: the newest rows of the last 24 hours, in the order the dashboard lists them.
    await runner.query(`CREATE INDEX "analytics_timestamp_idx" ON "analytics" ("timestamp" DESC, "id" DESC)`);
    await runner.query(`
      CREATE TABLE "analytics_daily" (
        "day" date PRIMARY KEY,
        "visits" integer NOT NULL,
        "unique_visitors" integer NOT NULL
      )`);
    await runner.query(`
      CREATE TABLE "analytics_daily_pages" (
        "day" date NOT NULL,
        "page_url" text NOT NULL,
        "visits" integer NOT NULL,
        PRIMARY KEY ("day", "page_url")
      )`);
    // '' stands for direct visits: a primary key column cannot hold null.
    await runner.query(`
      CREATE TABLE "analytics_daily_referrers" (
        "day" date NOT NULL,
        "referrer" text NOT NULL,
        "visits" integer NOT NULL,
        PRIMARY KEY ("day", "referrer")
      )`);
    // Who has been counted today already, to count each visitor once a day. Rows of past days are deleted
    // as ingestion moves on: the day's unique count is final by then.
    await runner.query(`
      CREATE TABLE "analytics_daily_visitors" (
        "day" date NOT NULL,
        "visitor_hash" bytea NOT NULL,
        PRIMARY KEY ("day", "visitor_hash")
      )`);
    // Today's random salt of the visitor hashes; earlier days' are deleted when a new day's is made.
    await runner.query(`
      CREATE TABLE "analytics_salts" (
        "day" date PRIMARY KEY,
        "salt" bytea NOT NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['analytics_salts', 'analytics_daily_visitors', 'analytics_daily_referrers', 'analytics_daily_pages', 'analytics_daily', 'analytics']) {
      await runner.query(`DROP TABLE "${table}"`);
    }
  }
}
