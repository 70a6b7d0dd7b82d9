import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 27's ingestion: each page view keeps its source (the campaign's utm_source, else the referring host),
 * medium and campaign, the referring site's kind, the device, browser and operating system named from the
 * user agent, the country looked up from the address (neither the user agent nor the address is kept), and
 * the day's visitor hash (realtime visitors, later visits). Rows from before have null in all of them.
 *
 * No index is added: the `(timestamp DESC, id DESC)` one already gives a date range's rows (realtime reads five
 * minutes of them), and a covering index of these columns, tried (INCLUDE: an index entry nearly as wide as the row),
 * measured 25–35 % slower ingestion in alternating runs (bench/README.md, pageview-ingestion, issue 27), for breakdowns that at
 * ten million rows are better read from daily rollups than from any index of the raw rows. Adding the columns
 * is instant (nullable, no default), whatever the table holds.
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
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE "analytics"
        DROP COLUMN "visitor_hash", DROP COLUMN "source", DROP COLUMN "medium", DROP COLUMN "campaign", DROP COLUMN "referrer_kind",
        DROP COLUMN "device", DROP COLUMN "browser", DROP COLUMN "os", DROP COLUMN "country"`);
  }
}
