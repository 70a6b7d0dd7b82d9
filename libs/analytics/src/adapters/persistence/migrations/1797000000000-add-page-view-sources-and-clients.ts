import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 27's ingestion: each page view keeps its source (the campaign's utm_source, else the referring host),
 * medium and campaign, the referring site's kind, the device, browser and operating system named from the
 * user agent, the country looked up from the address (neither the user agent nor the address is kept), and
 * the day's visitor hash (realtime visitors, later visits). Rows from before have null in all of them.
 *
 * The dashboard's breakdowns group page views over a date range by these columns; at ten million rows a
 * month's range is about a million rows, so the one index on the timestamp carries them all (INCLUDE): such a
 * read is an index-only scan of the range, never of the table's other columns (paths, referrers). It replaces
 * the `(timestamp DESC, id DESC)` index of recent activity, which scans it backwards: a page view still pays
 * for one index, not two (bench/README.md, pageview-ingestion). Adding the columns is instant (nullable, no
 * default); building the index reads the table once, under a write lock.
 */
export class AddPageViewSourcesAndClients1797000000000 implements MigrationInterface {
  name = 'AddPageViewSourcesAndClients1797000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE "analytics"
        ADD COLUMN "visitor_hash" bytea,
        ADD COLUMN "source" text,
        ADD COLUMN "medium" text,
        ADD COLUMN "campaign" text,
        ADD COLUMN "referrer_kind" text,
        ADD COLUMN "device" text,
        ADD COLUMN "browser" text,
        ADD COLUMN "os" text,
        ADD COLUMN "country" char(2)`);
    await runner.query(`
      CREATE INDEX "analytics_timestamp_covering_idx" ON "analytics" ("timestamp", "id")
      INCLUDE ("visitor_hash", "source", "medium", "campaign", "referrer_kind", "device", "browser", "os", "country")`);
    await runner.query(`DROP INDEX "analytics_timestamp_idx"`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX "analytics_timestamp_idx" ON "analytics" ("timestamp" DESC, "id" DESC)`);
    await runner.query(`DROP INDEX "analytics_timestamp_covering_idx"`);
    await runner.query(`
      ALTER TABLE "analytics"
        DROP COLUMN "visitor_hash", DROP COLUMN "source", DROP COLUMN "medium", DROP COLUMN "campaign", DROP COLUMN "referrer_kind",
        DROP COLUMN "device", DROP COLUMN "browser", DROP COLUMN "os", DROP COLUMN "country"`);
  }
}
