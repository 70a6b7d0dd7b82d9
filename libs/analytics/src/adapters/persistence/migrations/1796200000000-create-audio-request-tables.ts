import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Download counts (issue 11, IAB Podcast Measurement 2.2): every audio request logged without IP address or
 * user agent (the day's visitor hash, the listening app, a bot flag), and the daily downloads made of them.
 * Requests stay until their day is rolled up (the day after yesterday, at the dashboard's next read).
 */
export class CreateAudioRequestTables1796200000000 implements MigrationInterface {
  name = 'CreateAudioRequestTables1796200000000';

  async up(runner: QueryRunner): Promise<void> {
    // range_start and range_end are both null for a whole-file request; file_size is the whole file's.
    await runner.query(`
      CREATE TABLE "audio_requests" (
        "id" bigserial PRIMARY KEY,
        "day" date NOT NULL,
        "visitor_hash" bytea NOT NULL,
        "audio_url" text NOT NULL,
        "range_start" bigint,
        "range_end" bigint,
        "file_size" bigint,
        "app" text NOT NULL,
        "bot" boolean NOT NULL,
        "timestamp" timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX "audio_requests_day_idx" ON "audio_requests" ("day")`);
    await runner.query(`
      CREATE TABLE "audio_downloads_daily" (
        "day" date NOT NULL,
        "audio_url" text NOT NULL,
        "app" text NOT NULL,
        "downloads" integer NOT NULL,
        PRIMARY KEY ("day", "audio_url", "app")
      )`);
    // The days rolled up: a second process rolling the same day up waits on this key, then finds it taken.
    await runner.query(`CREATE TABLE "audio_download_days" ("day" date PRIMARY KEY)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['audio_download_days', 'audio_downloads_daily', 'audio_requests']) await runner.query(`DROP TABLE "${table}"`);
  }
}
