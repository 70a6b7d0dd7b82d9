import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import {
  AnalyticsCalendar,
  BREAKDOWN_FIELD,
  BREAKDOWNS,
  byCountThenValue,
  daysOf,
  PeriodTrafficReader,
  type BreakdownName,
  type BreakdownRow,
  type PageCount,
  type PeriodTraffic,
  type PeriodTrafficQuery,
} from '../../domain/index.js';
import { filterConditions, namedQuery, PAGE_VIEW_COLUMN } from './page-view-columns.js';

/** Ingestion keeps these two per day itself (analytics_daily_pages and _referrers, typeorm-page-views.ts). */
const KEPT_BY_INGESTION: readonly BreakdownName[] = ['pages', 'referrers'];
const ROLLED_UP_BREAKDOWNS = BREAKDOWNS.filter((name) => !KEPT_BY_INGESTION.includes(name));
/** Days summed up by one statement. */
const ROLL_UP_DAYS = 31;
const ENTRY_PAGES = 'entry-pages';
const EXIT_PAGES = 'exit-pages';

// The statements' named parameters (namedQuery): :firstDay and :lastDay of the period, the owner's :timeZone,
// :rows per breakdown, :completeBefore the first day not complete (PeriodTrafficQuery.completeBefore), and the
// filters' values (filterConditions).
const startOf = (day: string) => `((${day})::date::timestamp AT TIME ZONE :timeZone)`;
const LAST_COMPLETE_DAY = `least(:lastDay::date, :completeBefore::date - 1)`;

/** The owner's day of a page view. */
const DAY = `("timestamp" AT TIME ZONE :timeZone)::date`;

/** The page views from `from` to the day before `until` (days as SQL expressions) that pass `filters`: a FROM clause. */
const pageViewsOf = (from: string, until: string, filters: string) =>
  `"analytics" WHERE "timestamp" >= ${startOf(from)} AND "timestamp" < ${startOf(until)}${filters}`;

// A visit starts at a visitor's first page view of the day and again after more than 30 minutes of quiet, and ends
// where the next page view is more than 30 minutes away or there is none. Marking each page view with whether it
// starts and ends a visit takes one sort of the rows and no grouping by visit: visits are the starts, bounces the
// page views that do both, a visit's duration the time of its end less its start's, entry and exit pages those of
// the starts and the ends. Rows from before visitor hashes were kept have none: page views, but no visits.
const stepsOf = (pageViews: string) => `
  SELECT ${DAY} AS "day", "page_url", extract(epoch FROM "timestamp") * 1000 AS "ms", "visitor_hash" IS NOT NULL AS "hashed",
    ("visitor_hash" IS NOT NULL AND (lag("timestamp") OVER w IS NULL OR "timestamp" - lag("timestamp") OVER w > interval '30 minutes')) AS "starts",
    ("visitor_hash" IS NOT NULL AND (lead("timestamp") OVER w IS NULL OR lead("timestamp") OVER w - "timestamp" > interval '30 minutes')) AS "ends",
    ("visitor_hash" IS NOT NULL AND lag("timestamp") OVER w IS NULL) AS "arrives"
  FROM ${pageViews} WINDOW w AS (PARTITION BY ${DAY}, "visitor_hash" ORDER BY "timestamp", "id")`;

/**
 * Each day's page views, visitors and visit totals (summable, so days add up to a period without averaging
 * averages), and each day's visits and exits by the page they enter and leave on ("by_page"):
 * one pass over the marked rows, which the planner streams from their sort without storing them.
 */
const visitCountsOf = (pageViews: string) => `
  SELECT GROUPING("page_url") = 0 AS "by_page", "day", "page_url", count(*) AS "page_views", count(*) FILTER (WHERE "arrives") AS "visitors",
    count(*) FILTER (WHERE "starts") AS "visits", count(*) FILTER (WHERE "starts" AND "ends") AS "bounces", count(*) FILTER (WHERE "ends") AS "exits",
    round(coalesce(sum("ms") FILTER (WHERE "ends"), 0) - coalesce(sum("ms") FILTER (WHERE "starts"), 0)) AS "duration_ms",
    count(*) FILTER (WHERE "hashed") AS "visit_page_views"
  FROM (${stepsOf(pageViews)}) AS "steps" GROUP BY GROUPING SETS (("day"), ("day", "page_url"))`;

/** Rows that pass whole, not cut to the top rows: the visit totals (value null), and page views and visitors by day (value the day). */
const VISIT_TOTALS = ['visits', 'bounces', 'duration-ms', 'visit-page-views'] as const;
type VisitTotal = (typeof VISIT_TOTALS)[number];
const DAYS = 'days';
const DAY_VISITORS = 'day-visitors';
const WHOLE = [...VISIT_TOTALS, DAYS, DAY_VISITORS];

/** visitCountsOf's groups as figure rows: the entry and exit pages, and the visit totals; with `days`, page views and visitors by day too. */
const visitFigures = (counts: string, { days }: { days: boolean }) => `
  SELECT figure."breakdown", figure."value", figure."count" FROM (${counts}) AS c CROSS JOIN LATERAL (VALUES
    ('${ENTRY_PAGES}', c."page_url", c."visits", c."by_page" AND c."visits" > 0), ('${EXIT_PAGES}', c."page_url", c."exits", c."by_page" AND c."exits" > 0),
    ('visits', NULL, c."visits", NOT c."by_page"), ('bounces', NULL, c."bounces", NOT c."by_page"),
    ('duration-ms', NULL, c."duration_ms", NOT c."by_page"), ('visit-page-views', NULL, c."visit_page_views", NOT c."by_page"),
    ('${DAYS}', c."day"::text, c."page_views", ${days} AND NOT c."by_page"), ('${DAY_VISITORS}', c."day"::text, c."visitors", ${days} AND NOT c."by_page")
  ) AS figure ("breakdown", "value", "count", "kept") WHERE figure."kept"`;

/**
 * Page views by each breakdown's value, each day's (the rollups) or the rows' altogether (a read), straight from
 * the table. Grouping sets count every breakdown in one pass over the rows; GROUPING() tells a set's null value
 * from the other sets'.
 */
const breakdownsOf = (names: readonly BreakdownName[], pageViews: string, { byDay }: { byDay: boolean }) => {
  const column = (name: BreakdownName) => `"${PAGE_VIEW_COLUMN[BREAKDOWN_FIELD[name]]}"`;
  const whichSet = (pick: (name: BreakdownName) => string) => `CASE ${names.map((name) => `WHEN GROUPING(${column(name)}) = 0 THEN ${pick(name)}`).join(' ')} END`;
  return `
  SELECT ${byDay ? `${DAY} AS "day", ` : ''}${whichSet((name) => `'${name}'`)} AS "breakdown", ${whichSet((name) => `${column(name)}::text`)} AS "value", count(*) AS "count"
  FROM ${pageViews} GROUP BY GROUPING SETS (${names.map((name) => `(${byDay ? `${DAY}, ` : ''}${column(name)})`).join(', ')})`;
};

/**
 * Sums up each complete day of the period not summed up yet, from its raw page views with the same SQL the
 * reads use: its visit totals (the row that marks the day done) and its breakdowns. Two processes summing up
 * the same day meet on the day's key: the second waits, then finds it taken and adds nothing.
 */
const ROLL_UP = `
  WITH missing AS (
    SELECT d::date AS "day" FROM generate_series(:firstDay::date, ${LAST_COMPLETE_DAY}, interval '1 day') AS d
    WHERE NOT EXISTS (SELECT 1 FROM "analytics_visit_days" AS done WHERE done."day" = d::date)
  ),
  days_rows AS (
    SELECT * FROM ${pageViewsOf('(SELECT min("day") FROM missing)', '(SELECT max("day") + 1 FROM missing)', ` AND ${DAY} IN (SELECT "day" FROM missing)`)}
  ),
  counts AS (${visitCountsOf('"days_rows"')}),
  claimed AS (
    INSERT INTO "analytics_visit_days" ("day", "visits", "bounces", "duration_ms", "page_views")
    SELECT missing."day", coalesce(totals."visits", 0), coalesce(totals."bounces", 0), coalesce(totals."duration_ms", 0), coalesce(totals."visit_page_views", 0)
    FROM missing LEFT JOIN (SELECT * FROM counts WHERE NOT "by_page") AS totals USING ("day")
    ON CONFLICT DO NOTHING RETURNING "day"
  )
  INSERT INTO "analytics_daily_breakdowns" ("day", "breakdown", "value", "count")
  SELECT * FROM (
    ${breakdownsOf(ROLLED_UP_BREAKDOWNS, `"days_rows" WHERE ${DAY} IN (SELECT "day" FROM claimed)`, { byDay: true })}
    UNION ALL SELECT "day", '${ENTRY_PAGES}', "page_url", "visits" FROM counts WHERE "by_page" AND "visits" > 0 AND "day" IN (SELECT "day" FROM claimed)
    UNION ALL SELECT "day", '${EXIT_PAGES}', "page_url", "exits" FROM counts WHERE "by_page" AND "exits" > 0 AND "day" IN (SELECT "day" FROM claimed)
  ) AS "summed"`;

const asTotalRows = (days: string) => `
  SELECT total."breakdown", NULL::text AS "value", total."count" FROM (${days}) AS d
  CROSS JOIN LATERAL (VALUES ('visits', d."visits"::bigint), ('bounces', d."bounces"::bigint), ('duration-ms', d."duration_ms"::bigint), ('visit-page-views', d."page_views"::bigint)) AS total ("breakdown", "count")`;

/**
 * Every figure in one statement, so that the visits are counted once and the rows read once: most first, ties in
 * byte order (COLLATE "C") with null last (the same on every database and in the fake), cut to :rows rows a breakdown.
 */
const TOP_OF_EACH = (rows: string) => `
  SELECT "breakdown", "value", "count" FROM (
    SELECT "breakdown", "value", sum("count") AS "count",
      row_number() OVER (PARTITION BY "breakdown" ORDER BY sum("count") DESC, "value" IS NULL, "value" COLLATE "C") AS "rank"
    FROM (${rows}) AS "all_rows" GROUP BY "breakdown", "value"
  ) AS ranked WHERE "rank" <= :rows OR "breakdown" IN (${WHOLE.map((name) => `'${name}'`).join(', ')}) ORDER BY "breakdown", "rank"`;

/**
 * Unfiltered (the dashboard's polled read), the complete days come from their rollups and only the days still
 * being written (today, and yesterday in the hour after midnight) from the raw page views: a year reads a few
 * hundred thousand summary rows, whatever the history holds. Page views, visitors, pages and referrers per day
 * are kept by ingestion itself.
 */
const OPEN_DAYS = pageViewsOf('greatest(:firstDay::date, :completeBefore::date)', ':lastDay::date + 1', '');
const UNFILTERED = TOP_OF_EACH(`
    SELECT '${DAYS}' AS "breakdown", "day"::text AS "value", "visits"::bigint AS "count" FROM "analytics_daily" WHERE "day" BETWEEN :firstDay AND :lastDay
    UNION ALL SELECT '${DAY_VISITORS}', "day"::text, "unique_visitors" FROM "analytics_daily" WHERE "day" BETWEEN :firstDay AND :lastDay
    UNION ALL SELECT 'pages', "page_url", "visits" FROM "analytics_daily_pages" WHERE "day" BETWEEN :firstDay AND :lastDay
    UNION ALL SELECT 'referrers', nullif("referrer", ''), "visits" FROM "analytics_daily_referrers" WHERE "day" BETWEEN :firstDay AND :lastDay
    UNION ALL SELECT "breakdown", "value", "count" FROM "analytics_daily_breakdowns" WHERE "day" BETWEEN :firstDay AND ${LAST_COMPLETE_DAY}
    UNION ALL ${asTotalRows(`SELECT * FROM "analytics_visit_days" WHERE "day" BETWEEN :firstDay AND ${LAST_COMPLETE_DAY}`)}
    UNION ALL ${breakdownsOf(ROLLED_UP_BREAKDOWNS, OPEN_DAYS, { byDay: false })}
    UNION ALL ${visitFigures(visitCountsOf(OPEN_DAYS), { days: false })}`);

/**
 * Filtered, every figure comes from the period's raw page views that pass the filters (any filter, no summary to
 * keep): read twice, once for the breakdowns and once in visitor order for the visits, which costs less than
 * keeping the rows between the two. Every value is summed, not cut to the top rows: the complete days' sums are
 * kept and the open days' added to them (see TypeOrmPeriodTraffic.filteredFigures).
 */
const filteredSums = (filters: string, from: string, until: string) => {
  const pageViews = pageViewsOf(from, until, filters);
  return `
  SELECT "breakdown", "value", sum("count") AS "count" FROM (
    ${breakdownsOf(BREAKDOWNS, pageViews, { byDay: false })}
    UNION ALL ${visitFigures(visitCountsOf(pageViews), { days: true })}
  ) AS "all_rows" GROUP BY "breakdown", "value"`;
};
const FILTERED_COMPLETE_DAYS = (filters: string) => filteredSums(filters, ':firstDay::date', `${LAST_COMPLETE_DAY} + 1`);
const FILTERED_OPEN_DAYS = (filters: string) => filteredSums(filters, 'greatest(:firstDay::date, :completeBefore::date)', ':lastDay::date + 1');

/** Filtered reads whose complete days are kept, a filter set and period each (the owner's clicks and their refreshes). */
const KEPT_FILTERED_READS = 32;

type Figure = BreakdownName | typeof ENTRY_PAGES | typeof EXIT_PAGES | VisitTotal | typeof DAYS | typeof DAY_VISITORS;
// sum() is a numeric, which the driver hands over as a string.
interface FigureRow {
  breakdown: Figure;
  value: string | null;
  count: string;
}

/** Each figure's rows, in the order the statement ranked them. */
type Figures = ReadonlyMap<Figure, readonly BreakdownRow[]>;

const asFigures = (rows: readonly FigureRow[]): Figures => {
  const figures = new Map<Figure, BreakdownRow[]>();
  for (const row of rows) {
    const figure = figures.get(row.breakdown) ?? [];
    figure.push({ value: row.value, pageViews: Number(row.count) });
    figures.set(row.breakdown, figure);
  }
  return figures;
};

/** Sums of the same figures over different days, added up and ranked as TOP_OF_EACH ranks them. */
const addedUp = (parts: readonly (readonly FigureRow[])[], limit: number): Figures => {
  const sums = new Map<Figure, Map<string | null, number>>();
  for (const row of parts.flat()) {
    const values = sums.get(row.breakdown) ?? new Map<string | null, number>();
    values.set(row.value, (values.get(row.value) ?? 0) + Number(row.count));
    sums.set(row.breakdown, values);
  }
  return new Map(
    [...sums].map(([figure, values]) => {
      const rows = [...values].map(([value, pageViews]): BreakdownRow => ({ value, pageViews })).sort(byCountThenValue);
      return [figure, WHOLE.includes(figure) ? rows : rows.slice(0, limit)];
    }),
  );
};

/**
 * A period's figures (issue 27), the owner's days (ANALYTICS_TIME_ZONE). Unfiltered reads, the dashboard's
 * polled one, sum daily rollups made once a day is complete; filtered reads count the raw page views.
 */
@Injectable()
export class TypeOrmPeriodTraffic extends PeriodTrafficReader {
  /** Days this process has seen summed up: rollups are never undone, so the check need not be asked again. */
  private readonly rolledUp = new Set<string>();
  /** The complete days' sums of recent filtered reads (filteredFigures). */
  private readonly filteredCompleteDays = new LRUCache<string, Promise<FigureRow[]>>({ max: KEPT_FILTERED_READS });

  constructor(
    private readonly dataSource: DataSource,
    private readonly calendar: AnalyticsCalendar,
  ) {
    super();
  }

  async periodTraffic(query: PeriodTrafficQuery): Promise<PeriodTraffic> {
    const figures = query.filters.length ? await this.filteredFigures(query) : await this.unfilteredFigures(query);
    const visitorsOn = new Map((figures.get(DAY_VISITORS) ?? []).map((row) => [row.value, row.pageViews]));
    const dayRows = (figures.get(DAYS) ?? [])
      .map((row) => ({ day: row.value ?? '', pageViews: row.pageViews, visitors: visitorsOn.get(row.value) ?? 0 }))
      .sort((a, b) => (a.day < b.day ? -1 : 1));
    const ofFigure = (name: Figure) => figures.get(name) ?? [];
    const pages = (name: typeof ENTRY_PAGES | typeof EXIT_PAGES): PageCount[] => ofFigure(name).map((row) => ({ pageUrl: row.value ?? '', visits: row.pageViews }));
    const total = (name: VisitTotal) => ofFigure(name)[0]?.pageViews ?? 0;
    return {
      pageViews: dayRows.reduce((sum, day) => sum + day.pageViews, 0),
      uniqueVisitors: dayRows.reduce((sum, day) => sum + day.visitors, 0),
      visits: { visits: total('visits'), bounces: total('bounces'), durationMs: total('duration-ms'), pageViews: total('visit-page-views') },
      days: dayRows,
      breakdowns: Object.fromEntries(BREAKDOWNS.map((name) => [name, ofFigure(name)])) as Record<BreakdownName, BreakdownRow[]>,
      entryPages: pages(ENTRY_PAGES),
      exitPages: pages(EXIT_PAGES),
    };
  }

  private async unfilteredFigures(query: PeriodTrafficQuery): Promise<Figures> {
    await this.rollUp(query);
    return asFigures(await namedQuery<FigureRow>(this.dataSource, UNFILTERED, { ...this.periodParameters(query.firstDay, query.lastDay, query.completeBefore), rows: query.limit }));
  }

  /**
   * A filtered read sums its complete days once and keeps the sums (they never change, as the rollups assume),
   * so the dashboard's refresh every minute reads only the days still being written. Two reads of the same
   * filter set and days share one statement.
   */
  private async filteredFigures(query: PeriodTrafficQuery): Promise<Figures> {
    const filters = filterConditions(query.filters);
    const parameters = { ...this.periodParameters(query.firstDay, query.lastDay, query.completeBefore), ...filters.parameters };
    const hasCompleteDays = query.firstDay < query.completeBefore;
    const hasOpenDays = query.lastDay >= query.completeBefore;
    const [complete, open] = await Promise.all([
      hasCompleteDays ? this.completeDaysOf(query, () => namedQuery<FigureRow>(this.dataSource, FILTERED_COMPLETE_DAYS(filters.sql), parameters)) : [],
      hasOpenDays ? namedQuery<FigureRow>(this.dataSource, FILTERED_OPEN_DAYS(filters.sql), parameters) : [],
    ]);
    return addedUp([complete, open], query.limit);
  }

  private completeDaysOf(query: PeriodTrafficQuery, read: () => Promise<FigureRow[]>): Promise<FigureRow[]> {
    const lastCompleteDay = query.lastDay < query.completeBefore ? query.lastDay : `before ${query.completeBefore}`;
    const key = JSON.stringify([query.firstDay, lastCompleteDay, query.filters.map(({ field, value }) => [field, value])]);
    const kept = this.filteredCompleteDays.get(key);
    if (kept) return kept;
    const reading = read();
    this.filteredCompleteDays.set(key, reading);
    // A failed read is not kept: the next one asks again.
    reading.catch(() => this.filteredCompleteDays.delete(key));
    return reading;
  }

  /**
   * Sums up the period's complete days that are not yet (the first read after midnight does yesterday's), a
   * month of days a statement: after an upgrade the first read of a long history holds no transaction for minutes.
   * Then the block ranges of page-view times filled since are summarised for the filtered reads' BRIN index, which
   * PostgreSQL's autovacuum would do in its own time and PGlite, with no autovacuum, never.
   */
  private async rollUp(query: PeriodTrafficQuery): Promise<void> {
    const waiting = daysOf(query).filter((day) => day < query.completeBefore && !this.rolledUp.has(day));
    for (let first = 0; first < waiting.length; first += ROLL_UP_DAYS) {
      const days = waiting.slice(first, first + ROLL_UP_DAYS);
      await namedQuery(this.dataSource, ROLL_UP, this.periodParameters(days[0]!, days[days.length - 1]!, query.completeBefore));
      for (const day of days) this.rolledUp.add(day);
    }
    if (waiting.length) await this.dataSource.query(`SELECT brin_summarize_new_values('"analytics_timestamp_brin"'::regclass)`);
  }

  private periodParameters(firstDay: string, lastDay: string, completeBefore: string) {
    return { firstDay, lastDay, completeBefore, timeZone: this.calendar.timeZone };
  }
}
