import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AudioRequests, MAX_PROBE_BYTES, type AudioRequest, type DailyDownloads, type ListeningApp, type LoggedAudioRequest } from '../../domain/index.js';

// A batch goes as one JSON array of rows: the driver writes a JS array parameter as Postgres array text,
// escaping element by element, which cost more than the database's insert of the rows (2 000 a read in
// bench/audio-download-logging.mjs). Times go both ways as epoch milliseconds: cheaper than date text.
const RECORD_ALL = `
  INSERT INTO "audio_requests" ("day", "visitor_hash", "audio_url", "range_start", "range_end", "file_size", "app", "bot", "timestamp")
  SELECT "day", decode("visitor", 'hex'), "audio_url", "range_start", "range_end", "file_size", "app", "bot", to_timestamp("at" / 1000)
  FROM json_to_recordset($1::json)
    AS b ("day" date, "visitor" text, "audio_url" text, "range_start" bigint, "range_end" bigint, "file_size" bigint, "app" text, "bot" boolean, "at" float8)`;
// Bots and probes can make no download: they are not read back. The rows come back as one JSON array of arrays:
// drivers convert a result field by field in JavaScript (PGlite ≈ 12 µs a row of eight), which made reading a
// day's rows for the dashboard dearer than writing them; JSON.parse reads them 4 to 5 times faster. Numbers are
// JSON numbers: byte offsets and epoch milliseconds are exact in a double.
const REQUESTS_ON = `
  SELECT coalesce(json_agg(json_build_array(encode("visitor_hash", 'hex'), "audio_url", "range_start", "range_end", "file_size", "app", "bot",
    round(extract(epoch FROM "timestamp") * 1000)))::text, '[]') AS "requests"
  FROM "audio_requests" WHERE "day" = ANY($1::date[]) AND NOT "bot" AND ("range_start" IS NULL OR "range_end" - "range_start" + 1 > $2)`;
const DAYS_BEFORE = `SELECT DISTINCT "day"::text AS "day" FROM "audio_requests" WHERE "day" < $1::date ORDER BY 1`;
const CLAIM_DAY = `INSERT INTO "audio_download_days" ("day") VALUES ($1::date) ON CONFLICT DO NOTHING RETURNING "day"`;
const STORE_DAY = `
  INSERT INTO "audio_downloads_daily" ("day", "audio_url", "app", "downloads")
  SELECT $1::date, "audio_url", "app", "downloads" FROM unnest($2::text[], $3::text[], $4::int[]) AS d ("audio_url", "app", "downloads")`;
const DAILY = `
  SELECT "day"::text AS "day", "audio_url", "app", "downloads" FROM "audio_downloads_daily" WHERE "day" BETWEEN $1::date AND $2::date`;

/** A request read back: visitor hash (hex), audio URL, range start and end, file size, app, bot, time (epoch ms). */
type RequestFields = [string, string, number | null, number | null, number | null, ListeningApp, boolean, number];

interface DailyRow {
  day: string;
  audio_url: string;
  app: ListeningApp;
  downloads: number;
}

@Injectable()
export class TypeOrmAudioRequests extends AudioRequests {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async recordAll(requests: readonly LoggedAudioRequest[]): Promise<void> {
    if (!requests.length) return;
    const rows = requests.map((request) => ({
      day: request.day,
      visitor: request.visitor,
      audio_url: request.audioUrl,
      range_start: request.range?.start ?? null,
      range_end: request.range?.end ?? null,
      file_size: request.fileSize,
      app: request.app,
      bot: request.bot,
      at: request.at.getTime(),
    }));
    await this.dataSource.query(RECORD_ALL, [JSON.stringify(rows)]);
  }

  async requestsOn(days: readonly string[]): Promise<AudioRequest[]> {
    const [{ requests }] = await this.dataSource.query<[{ requests: string }]>(REQUESTS_ON, [days, MAX_PROBE_BYTES]);
    return (JSON.parse(requests) as RequestFields[]).map(([visitor, audioUrl, start, end, fileSize, app, bot, at]) => ({
      visitor,
      audioUrl,
      at: new Date(at),
      range: start === null || end === null ? null : { start, end },
      fileSize,
      app,
      bot,
    }));
  }

  async daysBefore(day: string): Promise<string[]> {
    const rows = await this.dataSource.query<{ day: string }[]>(DAYS_BEFORE, [day]);
    return rows.map((row) => row.day);
  }

  rollUp(day: string, downloads: readonly DailyDownloads[]): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const claimed = (await manager.query<unknown[]>(CLAIM_DAY, [day])).length > 0;
      // Another process rolled the day up: what is left of it came too late to count.
      if (!claimed) {
        await manager.query(`DELETE FROM "audio_requests" WHERE "day" = $1::date`, [day]);
        return false;
      }
      const ofDay = downloads.filter((row) => row.day === day);
      await manager.query(STORE_DAY, [day, ofDay.map((row) => row.audioUrl), ofDay.map((row) => row.app), ofDay.map((row) => row.downloads)]);
      await manager.query(`DELETE FROM "audio_requests" WHERE "day" = $1::date`, [day]);
      return true;
    });
  }

  async dailyDownloads(firstDay: string, lastDay: string): Promise<DailyDownloads[]> {
    const rows = await this.dataSource.query<DailyRow[]>(DAILY, [firstDay, lastDay]);
    return rows.map((row) => ({ day: row.day, audioUrl: row.audio_url, app: row.app, downloads: row.downloads }));
  }
}
