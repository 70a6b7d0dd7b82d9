import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AnalyticsCalendar,
  BREAKDOWN_FIELD,
  BREAKDOWNS,
  filteredViewField,
  PeriodTrafficReader,
  type BreakdownName,
  type BreakdownRow,
  type FilterableView,
  type PeriodTraffic,
  type PeriodTrafficQuery,
} from '../../domain/index.js';

const COLUMN: Readonly<Record<keyof FilterableView, string>> = {
  pageUrl: 'page_url',
  referrer: 'referrer',
  referrerKind: 'referrer_kind',
  source: 'source',
  medium: 'medium',
  campaign: 'campaign',
  country: 'country',
  device: 'device',
  browser: 'browser',
  os: 'os',
};

const BREAKDOWN_COLUMN = (name: BreakdownName): string => COLUMN[BREAKDOWN_FIELD[name]];

// A visit starts at a visitor's first page view of the day and again after more than 30 minutes of quiet; a
// running sum of those starts numbers the visits. Rows from before visitor hashes were kept have none: no visits.
const VISITS = `
  starts AS (
    SELECT *, CASE WHEN "timestamp" - lag("timestamp") OVER w > interval '30 minutes' OR lag("timestamp") OVER w IS NULL THEN 1 ELSE 0 END AS "starts"
    FROM v WHERE "visitor_hash" IS NOT NULL WINDOW w AS (PARTITION BY "day", "visitor_hash" ORDER BY "timestamp", "id")
  ),
  numbered AS (SELECT *, sum("starts") OVER (PARTITION BY "day", "visitor_hash" ORDER BY "timestamp", "id") AS "visit" FROM starts),
  visits AS (
    SELECT count(*) AS "views", max("timestamp") - min("timestamp") AS "duration",
      (array_agg("page_url" ORDER BY "timestamp", "id"))[1] AS "entry", (array_agg("page_url" ORDER BY "timestamp" DESC, "id" DESC))[1] AS "exit"
    FROM numbered GROUP BY "day", "visitor_hash", "visit"
  )`;

/**
 * A period's figures read from the raw page views, filters as a WHERE clause: correct for any filter, and what
 * the rollups (HANDOFF.md) are to be checked against. Days are the owner's (ANALYTICS_TIME_ZONE).
 */
@Injectable()
export class TypeOrmPeriodTraffic extends PeriodTrafficReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly calendar: AnalyticsCalendar,
  ) {
    super();
  }

  async periodTraffic(query: PeriodTrafficQuery): Promise<PeriodTraffic> {
    const parameters: unknown[] = [query.firstDay, query.lastDay, this.calendar.timeZone, query.limit];
    const conditions = query.filters.map((filter) => {
      const column = `"${COLUMN[filteredViewField(filter.field)]}"`;
      if (filter.value === null) return `${column} IS NULL`;
      parameters.push(filter.value);
      return `${column} = $${parameters.length}`;
    });
    const view = `
      WITH v AS (
        SELECT *, ("timestamp" AT TIME ZONE $3)::date AS "day" FROM "analytics"
        WHERE "timestamp" >= ($1::date::timestamp AT TIME ZONE $3) AND "timestamp" < (($2::date + 1)::timestamp AT TIME ZONE $3)
        ${conditions.map((condition) => `AND ${condition}`).join(' ')}
      )`;
    // Ties in byte order (COLLATE "C"), null after its ties: the same on every database.
    const ranked = (select: string) => `SELECT * FROM (${select}) AS "ranked" ORDER BY "count" DESC, "value" IS NULL, "value" COLLATE "C" LIMIT $4`;
    const [days, totals, entries, exits, ...breakdowns] = await Promise.all([
      this.dataSource.query<{ day: string; page_views: string; visitors: string }[]>(
        `${view} SELECT "day"::text AS "day", count(*) AS "page_views", count(DISTINCT "visitor_hash") AS "visitors", $4::int AS "_" FROM v GROUP BY "day" ORDER BY "day"`,
        parameters,
      ),
      this.dataSource.query<{ visits: string; bounces: string; duration_ms: string | null; page_views: string | null }[]>(
        `${view}, ${VISITS} SELECT count(*) AS "visits", count(*) FILTER (WHERE "views" = 1) AS "bounces",
           round(sum(extract(epoch FROM "duration") * 1000)) AS "duration_ms", sum("views") AS "page_views", $4::int AS "_" FROM visits`,
        parameters,
      ),
      this.dataSource.query<{ value: string; count: string }[]>(ranked(`${view}, ${VISITS} SELECT "entry" AS "value", count(*) AS "count" FROM visits GROUP BY 1`), parameters),
      this.dataSource.query<{ value: string; count: string }[]>(ranked(`${view}, ${VISITS} SELECT "exit" AS "value", count(*) AS "count" FROM visits GROUP BY 1`), parameters),
      ...BREAKDOWNS.map((name) =>
        this.dataSource.query<{ value: string | null; count: string }[]>(ranked(`${view} SELECT "${BREAKDOWN_COLUMN(name)}"::text AS "value", count(*) AS "count" FROM v GROUP BY 1`), parameters),
      ),
    ]);
    const total = totals[0];
    const dayRows = days.map((row) => ({ day: row.day, pageViews: Number(row.page_views), visitors: Number(row.visitors) }));
    return {
      pageViews: dayRows.reduce((sum, day) => sum + day.pageViews, 0),
      uniqueVisitors: dayRows.reduce((sum, day) => sum + day.visitors, 0),
      visits: { visits: Number(total?.visits ?? 0), bounces: Number(total?.bounces ?? 0), durationMs: Number(total?.duration_ms ?? 0), pageViews: Number(total?.page_views ?? 0) },
      days: dayRows,
      breakdowns: Object.fromEntries(BREAKDOWNS.map((name, index) => [name, breakdowns[index]!.map((row): BreakdownRow => ({ value: row.value, pageViews: Number(row.count) }))])) as Record<
        BreakdownName,
        BreakdownRow[]
      >,
      entryPages: entries.map((row) => ({ pageUrl: row.value, visits: Number(row.count) })),
      exitPages: exits.map((row) => ({ pageUrl: row.value, visits: Number(row.count) })),
    };
  }
}
