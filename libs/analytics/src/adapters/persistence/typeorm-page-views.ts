import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PageViews, type RecentPageView, type RecentQuery, type RecordedPageView } from '../../domain/index.js';
import { filterConditions, namedQuery } from './page-view-columns.js';

// One statement, so one round trip and one transaction: the raw rows, then each rollup the batch
// changes. A visitor counts towards the day's unique visitors when their (day, hash) is new; visitor
// rows of days before the batch's first (less a day for late writers) are deleted, their counts final.
// Rows are upserted in key order so that two API processes flushing at once never deadlock.
const RECORD_ALL = `
  WITH batch AS (
    SELECT * FROM unnest(
      $1::text[], $2::text[], $3::timestamptz[], $4::date[], $5::text[],
      $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[]
    ) AS b ("page_url", "referrer", "at", "day", "visitor", "source", "medium", "campaign", "referrer_kind", "device", "browser", "os", "country")
  ),
  raw_rows AS (
    INSERT INTO "analytics" ("page_url", "referrer", "timestamp", "visitor_hash", "source", "medium", "campaign", "referrer_kind", "device", "browser", "os", "country")
    SELECT "page_url", "referrer", "at", decode("visitor", 'hex'), "source", "medium", "campaign", "referrer_kind", "device", "browser", "os", "country" FROM batch
  ),
  newcomers AS (
    INSERT INTO "analytics_daily_visitors" ("day", "visitor_hash")
    SELECT DISTINCT "day", decode("visitor", 'hex') FROM batch ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING "day"
  ),
  days AS (
    INSERT INTO "analytics_daily" ("day", "visits", "unique_visitors")
    SELECT "day", count(*), (SELECT count(*) FROM newcomers WHERE newcomers."day" = batch."day") FROM batch GROUP BY "day" ORDER BY "day"
    ON CONFLICT ("day") DO UPDATE
    SET "visits" = "analytics_daily"."visits" + EXCLUDED."visits", "unique_visitors" = "analytics_daily"."unique_visitors" + EXCLUDED."unique_visitors"
  ),
  pages AS (
    INSERT INTO "analytics_daily_pages" ("day", "page_url", "visits")
    SELECT "day", "page_url", count(*) FROM batch GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("day", "page_url") DO UPDATE SET "visits" = "analytics_daily_pages"."visits" + EXCLUDED."visits"
  ),
  referrers AS (
    INSERT INTO "analytics_daily_referrers" ("day", "referrer", "visits")
    SELECT "day", coalesce("referrer", ''), count(*) FROM batch GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("day", "referrer") DO UPDATE SET "visits" = "analytics_daily_referrers"."visits" + EXCLUDED."visits"
  )
  DELETE FROM "analytics_daily_visitors" WHERE "day" < (SELECT min("day") FROM batch) - 1`;

const VISITORS_BETWEEN = `SELECT count(DISTINCT "visitor_hash")::int AS "visitors" FROM "analytics" WHERE "timestamp" BETWEEN $1 AND $2`;
// The newest first, by the (timestamp DESC, id DESC) index: a filter only skips rows of the last 24 hours.
const RECENT = (filters: string) => `
  SELECT "id", "page_url", "referrer", "timestamp" FROM "analytics" WHERE "timestamp" BETWEEN :since AND :until${filters}
  ORDER BY "timestamp" DESC, "id" DESC LIMIT :limit`;

interface RecentRow {
  id: string;
  page_url: string;
  referrer: string | null;
  timestamp: Date;
}

@Injectable()
export class TypeOrmPageViews extends PageViews {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async recordAll(views: readonly RecordedPageView[]): Promise<void> {
    if (!views.length) return;
    await this.dataSource.query(RECORD_ALL, [
      views.map((view) => view.pageUrl),
      views.map((view) => view.referrer),
      views.map((view) => view.timestamp.toISOString()),
      views.map((view) => view.day),
      views.map((view) => view.visitor),
      views.map((view) => view.source),
      views.map((view) => view.medium),
      views.map((view) => view.campaign),
      views.map((view) => view.referrerKind),
      views.map((view) => view.device),
      views.map((view) => view.browser),
      views.map((view) => view.os),
      views.map((view) => view.country),
    ]);
  }

  async visitorsBetween(since: Date, until: Date): Promise<number> {
    const [row] = await this.dataSource.query<{ visitors: number }[]>(VISITORS_BETWEEN, [since, until]);
    return row?.visitors ?? 0;
  }

  async recent({ since, until, limit, filters }: RecentQuery): Promise<RecentPageView[]> {
    const conditions = filterConditions(filters);
    const rows = await namedQuery<RecentRow>(this.dataSource, RECENT(conditions.sql), { since, until, limit, ...conditions.parameters });
    return rows.map((row) => ({ id: Number(row.id), pageUrl: row.page_url, referrer: row.referrer, timestamp: row.timestamp }));
  }
}
