import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AudioRequests,
  MAX_PROBE_BYTES,
  type AudioRequest,
  type DailyDownloads,
  type DeviceType,
  type DownloadRollup,
  type FileDownloads,
  type ListeningApp,
  type LoggedAudioRequest,
  type MonthlyListeners,
  type PeriodDownloads,
} from '../../domain/index.js';

// A batch goes as one JSON array of rows: the driver writes a JS array parameter as Postgres array text,
// escaping element by element, which cost more than the database's insert of the rows (2 000 a read in
// bench/audio-download-logging.mjs). Times go both ways as epoch milliseconds: cheaper than date text.
const RECORD_ALL = `
  INSERT INTO "audio_requests" ("day", "visitor_hash", "audio_url", "range_start", "range_end", "file_size", "app", "bot", "timestamp", "country", "device", "listener_hash")
  SELECT "day", decode("visitor", 'hex'), "audio_url", "range_start", "range_end", "file_size", "app", "bot", to_timestamp("at" / 1000), "country", "device", decode("listener", 'hex')
  FROM json_to_recordset($1::json)
    AS b ("day" date, "visitor" text, "audio_url" text, "range_start" bigint, "range_end" bigint, "file_size" bigint, "app" text, "bot" boolean, "at" float8,
          "country" text, "device" text, "listener" text)`;
// Bots and probes can make no download: they are not read back. The rows come back as one JSON array of arrays:
// drivers convert a result field by field in JavaScript (PGlite ≈ 12 µs a row of eight), which made reading a
// day's rows for the dashboard dearer than writing them; JSON.parse reads them 4 to 5 times faster. Numbers are
// JSON numbers: byte offsets and epoch milliseconds are exact in a double. Rows logged before listeners were
// (no listener hash) read as listener '' and count as one listener of their month.
const REQUEST_FIELDS = `encode("visitor_hash", 'hex'), "audio_url", "range_start", "range_end", "file_size", "app", "bot",
    round(extract(epoch FROM "timestamp") * 1000), "country", "device", coalesce(encode("listener_hash", 'hex'), '')`;
const REQUESTS_ON = `
  SELECT coalesce(json_agg(json_build_array(${REQUEST_FIELDS}))::text, '[]') AS "requests"
  FROM "audio_requests" WHERE "day" = ANY($1::date[]) AND NOT "bot" AND ("range_start" IS NULL OR "range_end" - "range_start" + 1 > $2)`;
// The rows after one already read, in the primary key's order (its index finds them: at each read of the
// dashboard, few), with their day first; as REQUESTS_ON otherwise.
const REQUESTS_SINCE = `
  SELECT json_agg(json_build_array("day"::text, ${REQUEST_FIELDS}) ORDER BY "id")
    FILTER (WHERE NOT "bot" AND ("range_start" IS NULL OR "range_end" - "range_start" + 1 > $3))::text AS "requests",
    max("id") AS "lastId"
  FROM "audio_requests" WHERE "day" = ANY($1::date[]) AND "id" > $2`;
// Day by day along the day index, after the last day rolled up (each step the next day: min() reads one index
// entry), so a read that finds no day waiting costs two index probes. The rows of days rolled up are deleted,
// but their index entries stay until a vacuum: SELECT DISTINCT, planned as a scan of the whole table, and an
// index scan from the first day both walked them (0.2 to 0.4 s a read at 500 000 rows rolled up at once).
// Days are rolled up oldest first, so a day before the last rolled up has no requests waiting: a request
// logged for it after that (over a day late) came too late to count, and goes with the next day rolled up.
const DAYS_BEFORE = `
  WITH RECURSIVE "days" ("day") AS (
    SELECT min("day") FROM "audio_requests"
    WHERE "day" < $1::date AND "day" > (SELECT coalesce(max("day"), '-infinity'::date) FROM "audio_download_days")
    UNION ALL
    SELECT (SELECT min(r."day") FROM "audio_requests" r WHERE r."day" > "days"."day" AND r."day" < $1::date) FROM "days" WHERE "days"."day" IS NOT NULL)
  SELECT "day"::text AS "day" FROM "days" WHERE "day" IS NOT NULL`;
const CLAIM_DAY = `INSERT INTO "audio_download_days" ("day") VALUES ($1::date) ON CONFLICT DO NOTHING RETURNING "day"`;
// A key column cannot hold null: '' stands for an unknown country or device.
const STORE_DAY = `
  INSERT INTO "audio_downloads_daily" ("day", "audio_url", "app", "downloads")
  SELECT $1::date, "audio_url", "app", "downloads" FROM unnest($2::text[], $3::text[], $4::int[]) AS d ("audio_url", "app", "downloads")`;
const STORE_DIMENSION = (table: string, column: string) => `
  INSERT INTO "${table}" ("day", "audio_url", "${column}", "downloads")
  SELECT $1::date, "audio_url", coalesce("value", ''), "downloads" FROM unnest($2::text[], $3::text[], $4::int[]) AS d ("audio_url", "value", "downloads")`;
const STORE_COUNTRIES = STORE_DIMENSION('audio_downloads_daily_countries', 'country');
const STORE_DEVICES = STORE_DIMENSION('audio_downloads_daily_devices', 'device');
const ADD_TOTALS = `
  INSERT INTO "audio_download_totals" AS t ("audio_url", "downloads")
  SELECT "audio_url", sum("downloads") FROM unnest($1::text[], $2::int[]) AS d ("audio_url", "downloads") GROUP BY 1
  ON CONFLICT ("audio_url") DO UPDATE SET "downloads" = t."downloads" + excluded."downloads"`;
// The day's listeners join their month's set; the month's count grows by those new to it. A closed month takes
// no more (a day of it rolled up after it closed: too late to count).
const ADD_LISTENERS = `
  WITH added AS (
    INSERT INTO "audio_monthly_listeners" ("month", "listener_hash")
    SELECT l."month", decode(l."listener", 'hex') FROM unnest($1::text[], $2::text[]) AS l ("month", "listener")
    WHERE NOT EXISTS (SELECT 1 FROM "audio_monthly_listener_counts" c WHERE c."month" = l."month" AND c."closed")
    ON CONFLICT DO NOTHING RETURNING "month")
  INSERT INTO "audio_monthly_listener_counts" AS c ("month", "listeners")
  SELECT "month", count(*) FROM added GROUP BY 1
  ON CONFLICT ("month") DO UPDATE SET "listeners" = c."listeners" + excluded."listeners"`;
const DAILY = `
  SELECT "day"::text AS "day", "audio_url", "app", "downloads" FROM "audio_downloads_daily" WHERE "day" BETWEEN $1::date AND $2::date`;
// Summed in the database, read back as JSON (see REQUESTS_ON): a row per day and file, per file and app, country, device.
const PERIOD = `
  SELECT
    (SELECT coalesce(json_agg(json_build_array("day"::text, "audio_url", "n")), '[]')::text FROM (
      SELECT "day", "audio_url", sum("downloads")::int AS "n" FROM "audio_downloads_daily" WHERE "day" BETWEEN $1::date AND $2::date GROUP BY 1, 2) AS d) AS "byDay",
    (SELECT coalesce(json_agg(json_build_array("audio_url", "app", "n")), '[]')::text FROM (
      SELECT "audio_url", "app", sum("downloads")::int AS "n" FROM "audio_downloads_daily" WHERE "day" BETWEEN $1::date AND $2::date GROUP BY 1, 2) AS d) AS "byApp",
    (SELECT coalesce(json_agg(json_build_array("audio_url", nullif("country", ''), "n")), '[]')::text FROM (
      SELECT "audio_url", "country", sum("downloads")::int AS "n" FROM "audio_downloads_daily_countries" WHERE "day" BETWEEN $1::date AND $2::date GROUP BY 1, 2) AS d) AS "byCountry",
    (SELECT coalesce(json_agg(json_build_array("audio_url", nullif("device", ''), "n")), '[]')::text FROM (
      SELECT "audio_url", "device", sum("downloads")::int AS "n" FROM "audio_downloads_daily_devices" WHERE "day" BETWEEN $1::date AND $2::date GROUP BY 1, 2) AS d) AS "byDevice"`;
const ALL_TIME = `SELECT coalesce(json_agg(json_build_array("audio_url", "downloads")), '[]')::text AS "files" FROM "audio_download_totals"`;
// Each file's days up to its last one (audio_downloads_daily_file_idx: a range of the index a file), those from
// its fold day on summed into that day.
const EARLY = `
  SELECT coalesce(json_agg(json_build_array("day"::text, "audio_url", "n")), '[]')::text AS "days" FROM (
    SELECT least(d."day", f."fold_from") AS "day", d."audio_url", sum(d."downloads")::int AS "n"
    FROM unnest($1::text[], $2::date[], $3::date[]) AS f ("audio_url", "fold_from", "last_day")
    JOIN "audio_downloads_daily" d ON d."audio_url" = f."audio_url" AND d."day" <= f."last_day"
    GROUP BY 1, 2) AS e`;
const CLOSE_MONTHS = `
  WITH closing AS (UPDATE "audio_monthly_listener_counts" SET "closed" = true WHERE "month" < $1 AND NOT "closed")
  DELETE FROM "audio_monthly_listeners" WHERE "month" < $1`;
const MONTHLY_LISTENERS = `
  SELECT m."month", coalesce(c."listeners", 0)::int AS "listeners"
  FROM unnest($1::text[]) WITH ORDINALITY AS m ("month", "position")
  LEFT JOIN "audio_monthly_listener_counts" c ON c."month" = m."month"
  ORDER BY m."position"`;
const LISTENERS_KNOWN = `
  SELECT encode("listener_hash", 'hex') AS "listener" FROM "audio_monthly_listeners"
  WHERE "month" = $1 AND "listener_hash" IN (SELECT decode(unnest($2::text[]), 'hex'))`;

/** A request read back: visitor hash (hex), audio URL, range start and end, file size, app, bot, time (epoch ms), country, device, listener hash (hex). */
type RequestFields = [string, string, number | null, number | null, number | null, ListeningApp, boolean, number, string | null, DeviceType | null, string];

const requestOf = ([visitor, audioUrl, start, end, fileSize, app, bot, at, country, device, listener]: RequestFields): AudioRequest => ({
  visitor,
  audioUrl,
  at: new Date(at),
  range: start === null || end === null ? null : { start, end },
  fileSize,
  app,
  bot,
  country,
  device,
  listener,
});

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
      country: request.country,
      device: request.device,
      listener: request.listener,
    }));
    await this.dataSource.query(RECORD_ALL, [JSON.stringify(rows)]);
  }

  async requestsOn(days: readonly string[]): Promise<AudioRequest[]> {
    const [{ requests }] = await this.dataSource.query<[{ requests: string }]>(REQUESTS_ON, [days, MAX_PROBE_BYTES]);
    return (JSON.parse(requests) as RequestFields[]).map(requestOf);
  }

  async requestsSince(days: readonly string[], afterId: number): Promise<{ requests: LoggedAudioRequest[]; lastId: number }> {
    const [row] = await this.dataSource.query<[{ requests: string | null; lastId: string | null }]>(REQUESTS_SINCE, [days, afterId, MAX_PROBE_BYTES]);
    const requests = (JSON.parse(row.requests ?? '[]') as [string, ...RequestFields][]).map(([day, ...fields]) => ({ ...requestOf(fields), day }));
    return { requests, lastId: row.lastId === null ? afterId : Number(row.lastId) };
  }

  async daysBefore(day: string): Promise<string[]> {
    const rows = await this.dataSource.query<{ day: string }[]>(DAYS_BEFORE, [day]);
    return rows.map((row) => row.day);
  }

  rollUp(day: string, rollup: DownloadRollup): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const claimed = (await manager.query<unknown[]>(CLAIM_DAY, [day])).length > 0;
      // Another process rolled the day up: what is left of it came too late to count.
      if (claimed) {
        const byApp = rollup.byApp.filter((row) => row.day === day);
        const byCountry = rollup.byCountry.filter((row) => row.day === day);
        const byDevice = rollup.byDevice.filter((row) => row.day === day);
        const listeners = rollup.listeners.filter((row) => row.month === day.slice(0, 7));
        await manager.query(STORE_DAY, [day, byApp.map((row) => row.audioUrl), byApp.map((row) => row.app), byApp.map((row) => row.downloads)]);
        await manager.query(STORE_COUNTRIES, [day, byCountry.map((row) => row.audioUrl), byCountry.map((row) => row.country), byCountry.map((row) => row.downloads)]);
        await manager.query(STORE_DEVICES, [day, byDevice.map((row) => row.audioUrl), byDevice.map((row) => row.device), byDevice.map((row) => row.downloads)]);
        await manager.query(ADD_TOTALS, [byApp.map((row) => row.audioUrl), byApp.map((row) => row.downloads)]);
        await manager.query(ADD_LISTENERS, [listeners.map((row) => row.month), listeners.map((row) => row.listener)]);
      }
      // With the day, what came too late for days rolled up before it (DAYS_BEFORE looks no more at them).
      await manager.query(`DELETE FROM "audio_requests" WHERE "day" <= $1::date`, [day]);
      return claimed;
    });
  }

  async dailyDownloads(firstDay: string, lastDay: string): Promise<DailyDownloads[]> {
    const rows = await this.dataSource.query<DailyRow[]>(DAILY, [firstDay, lastDay]);
    return rows.map((row) => ({ day: row.day, audioUrl: row.audio_url, app: row.app, downloads: row.downloads }));
  }

  async periodDownloads(firstDay: string, lastDay: string): Promise<PeriodDownloads> {
    const [row] = await this.dataSource.query<[Record<'byDay' | 'byApp' | 'byCountry' | 'byDevice', string>]>(PERIOD, [firstDay, lastDay]);
    return {
      byDay: (JSON.parse(row.byDay) as [string, string, number][]).map(([day, audioUrl, downloads]) => ({ day, audioUrl, downloads })),
      byApp: (JSON.parse(row.byApp) as [string, ListeningApp, number][]).map(([audioUrl, app, downloads]) => ({ audioUrl, app, downloads })),
      byCountry: (JSON.parse(row.byCountry) as [string, string | null, number][]).map(([audioUrl, country, downloads]) => ({ audioUrl, country, downloads })),
      byDevice: (JSON.parse(row.byDevice) as [string, DeviceType | null, number][]).map(([audioUrl, device, downloads]) => ({ audioUrl, device, downloads })),
    };
  }

  async allTimeDownloads(): Promise<FileDownloads[]> {
    const [{ files }] = await this.dataSource.query<[{ files: string }]>(ALL_TIME);
    return (JSON.parse(files) as [string, number][]).map(([audioUrl, downloads]) => ({ audioUrl, downloads }));
  }

  async earlyDownloads(files: readonly { audioUrl: string; foldFrom: string; lastDay: string }[]): Promise<(FileDownloads & { day: string })[]> {
    if (!files.length) return [];
    const [{ days }] = await this.dataSource.query<[{ days: string }]>(EARLY, [files.map((file) => file.audioUrl), files.map((file) => file.foldFrom), files.map((file) => file.lastDay)]);
    return (JSON.parse(days) as [string, string, number][]).map(([day, audioUrl, downloads]) => ({ day, audioUrl, downloads }));
  }

  async closeMonthsBefore(month: string): Promise<void> {
    await this.dataSource.query(CLOSE_MONTHS, [month]);
  }

  monthlyListeners(months: readonly string[]): Promise<MonthlyListeners[]> {
    return this.dataSource.query<MonthlyListeners[]>(MONTHLY_LISTENERS, [months]);
  }

  async listenersKnown(month: string, listeners: readonly string[]): Promise<string[]> {
    if (!listeners.length) return [];
    const rows = await this.dataSource.query<{ listener: string }[]>(LISTENERS_KNOWN, [month, listeners]);
    return rows.map((row) => row.listener);
  }
}
