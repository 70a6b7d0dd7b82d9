import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 27 item 6, downloads OP3-class: each audio request also keeps the listener's country (looked up from
 * the address, which is not kept), kind of device (from the user agent, not kept) and the month's listener
 * hash; days roll up into downloads by file and country and by file and device beside the existing by file
 * and app (a small table a dimension, not a wider key); each file's all-time total is kept as days roll up, and
 * `audio_downloads_daily` is indexed by file and day, so the dashboard reads what its period and each
 * episode's first 90 days hold, not the whole history.
 *
 * Monthly unique listeners: a month's random salt (deleted when the next month's is made, like a day's), and
 * the month's listener hashes of those who downloaded, as a distinct set only until the month is over; its
 * count grows as its days roll up, and once it is over the count alone stays.
 *
 * Days rolled up before this: their downloads count in the new tables with an unknown country and device
 * ('' in a key, null to the dashboard), so every breakdown adds up to the same total; their listeners are not known.
 */
export class AddListenerCountriesDevicesAndMonthlyListeners1797410000000 implements MigrationInterface {
  name = 'AddListenerCountriesDevicesAndMonthlyListeners1797410000000';

  async up(runner: QueryRunner): Promise<void> {
    // Nullable, no default: instant whatever the table holds. Rows from before have null in all three.
    await runner.query(`ALTER TABLE "audio_requests" ADD COLUMN "country" char(2), ADD COLUMN "device" text, ADD COLUMN "listener_hash" bytea`);
    await runner.query(`
      CREATE TABLE "audio_downloads_daily_countries" (
        "day" date NOT NULL,
        "audio_url" text NOT NULL,
        "country" text NOT NULL,
        "downloads" integer NOT NULL,
        PRIMARY KEY ("day", "audio_url", "country")
      )`);
    await runner.query(`
      CREATE TABLE "audio_downloads_daily_devices" (
        "day" date NOT NULL,
        "audio_url" text NOT NULL,
        "device" text NOT NULL,
        "downloads" integer NOT NULL,
        PRIMARY KEY ("day", "audio_url", "device")
      )`);
    for (const [table, column] of [
      ['audio_downloads_daily_countries', 'country'],
      ['audio_downloads_daily_devices', 'device'],
    ] as const) {
      await runner.query(`INSERT INTO "${table}" ("day", "audio_url", "${column}", "downloads") SELECT "day", "audio_url", '', sum("downloads") FROM "audio_downloads_daily" GROUP BY 1, 2`);
    }
    await runner.query(`CREATE TABLE "audio_download_totals" ("audio_url" text PRIMARY KEY, "downloads" bigint NOT NULL)`);
    await runner.query(`INSERT INTO "audio_download_totals" ("audio_url", "downloads") SELECT "audio_url", sum("downloads") FROM "audio_downloads_daily" GROUP BY 1`);
    // Each episode's first 90 days: a range of one file's days (the key leads with the day).
    await runner.query(`CREATE INDEX "audio_downloads_daily_file_idx" ON "audio_downloads_daily" ("audio_url", "day") INCLUDE ("downloads")`);
    // The month's first day: the same shape as analytics_salts, read and replaced the same way.
    await runner.query(`CREATE TABLE "analytics_monthly_salts" ("day" date PRIMARY KEY, "salt" bytea NOT NULL)`);
    await runner.query(`
      CREATE TABLE "audio_monthly_listeners" (
        "month" text NOT NULL,
        "listener_hash" bytea NOT NULL,
        PRIMARY KEY ("month", "listener_hash")
      )`);
    // The month's count as its days roll up (the dashboard reads it, not the set); closed, it takes no more.
    await runner.query(`CREATE TABLE "audio_monthly_listener_counts" ("month" text PRIMARY KEY, "listeners" integer NOT NULL, "closed" boolean NOT NULL DEFAULT false)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['audio_monthly_listener_counts', 'audio_monthly_listeners', 'analytics_monthly_salts', 'audio_download_totals', 'audio_downloads_daily_devices', 'audio_downloads_daily_countries']) {
      await runner.query(`DROP TABLE "${table}"`);
    }
    await runner.query(`DROP INDEX "audio_downloads_daily_file_idx"`);
    await runner.query(`ALTER TABLE "audio_requests" DROP COLUMN "country", DROP COLUMN "device", DROP COLUMN "listener_hash"`);
  }
}
