import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AudioRequests, MAX_PROBE_BYTES, type AudioRequest, type DailyDownloads, type ListeningApp, type LoggedAudioRequest } from '../../domain/index.js';

// Times go as epoch milliseconds: cheaper to send and to read than ISO text, at a row a request.
const RECORD_ALL = `
  INSERT INTO "audio_requests" ("day", "visitor_hash", "audio_url", "range_start", "range_end", "file_size", "app", "bot", "timestamp")
  SELECT "day", decode("visitor", 'hex'), "audio_url", "range_start", "range_end", "file_size", "app", "bot", to_timestamp("at" / 1000)
  FROM unnest($1::date[], $2::text[], $3::text[], $4::bigint[], $5::bigint[], $6::bigint[], $7::text[], $8::boolean[], $9::float8[])
    AS b ("day", "visitor", "audio_url", "range_start", "range_end", "file_size", "app", "bot", "at")`;
// Bots and probes can make no download: they are not read back.
const REQUESTS_ON = `
  SELECT encode("visitor_hash", 'hex') AS "visitor", "audio_url", "range_start", "range_end", "file_size", "app", "bot", "timestamp"
  FROM "audio_requests" WHERE "day" = ANY($1::date[]) AND NOT "bot" AND ("range_start" IS NULL OR "range_end" - "range_start" + 1 > $2)`;
const DAYS_BEFORE = `SELECT DISTINCT "day"::text AS "day" FROM "audio_requests" WHERE "day" < $1::date ORDER BY 1`;
const CLAIM_DAY = `INSERT INTO "audio_download_days" ("day") VALUES ($1::date) ON CONFLICT DO NOTHING RETURNING "day"`;
const STORE_DAY = `
  INSERT INTO "audio_downloads_daily" ("day", "audio_url", "app", "downloads")
  SELECT $1::date, "audio_url", "app", "downloads" FROM unnest($2::text[], $3::text[], $4::int[]) AS d ("audio_url", "app", "downloads")`;
const DAILY = `
  SELECT "day"::text AS "day", "audio_url", "app", "downloads" FROM "audio_downloads_daily" WHERE "day" BETWEEN $1::date AND $2::date`;

interface RequestRow {
  visitor: string;
  audio_url: string;
  // bigint columns come back as strings.
  range_start: string | null;
  range_end: string | null;
  file_size: string | null;
  app: ListeningApp;
  bot: boolean;
  timestamp: Date;
}

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
    await this.dataSource.query(RECORD_ALL, [
      requests.map((request) => request.day),
      requests.map((request) => request.visitor),
      requests.map((request) => request.audioUrl),
      requests.map((request) => request.range?.start ?? null),
      requests.map((request) => request.range?.end ?? null),
      requests.map((request) => request.fileSize),
      requests.map((request) => request.app),
      requests.map((request) => request.bot),
      requests.map((request) => request.at.getTime()),
    ]);
  }

  async requestsOn(days: readonly string[]): Promise<AudioRequest[]> {
    const rows = await this.dataSource.query<RequestRow[]>(REQUESTS_ON, [days, MAX_PROBE_BYTES]);
    return rows.map((row) => ({
      visitor: row.visitor,
      audioUrl: row.audio_url,
      at: row.timestamp,
      range: row.range_start === null || row.range_end === null ? null : { start: Number(row.range_start), end: Number(row.range_end) },
      fileSize: row.file_size === null ? null : Number(row.file_size),
      app: row.app,
      bot: row.bot,
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
