import type { AnalyticsCalendar } from './analytics-calendar.js';
import type { AnalyticsFilter } from './analytics-filter.js';
import type { DayRange } from './analytics-period.js';
import type { RecordedPageView } from './page-views.js';
import { inByteOrder, pagesBy, visitsOf, visitTotals, type PageCount, type VisitTotals } from './visits.js';

/** The dashboard's breakdowns of a period's page views (issue 27 items 2–4), each a stored field. */
export const BREAKDOWNS = ['pages', 'referrers', 'kinds', 'sources', 'mediums', 'campaigns', 'browsers', 'oses', 'devices', 'countries'] as const;
export type BreakdownName = (typeof BREAKDOWNS)[number];

/** The page view's field each breakdown counts (the SQL adapter maps fields to columns once). */
export const BREAKDOWN_FIELD = {
  pages: 'pageUrl',
  referrers: 'referrer',
  kinds: 'referrerKind',
  sources: 'source',
  mediums: 'medium',
  campaigns: 'campaign',
  browsers: 'browser',
  oses: 'os',
  devices: 'device',
  countries: 'country',
} as const satisfies Record<BreakdownName, keyof RecordedPageView>;

export interface BreakdownRow {
  /** null: page views without the field (direct, untagged, unknown). */
  readonly value: string | null;
  readonly pageViews: number;
}

export interface PeriodDay {
  readonly day: string;
  readonly pageViews: number;
  readonly visitors: number;
}

export interface PeriodTrafficQuery extends DayRange {
  readonly filters: readonly AnalyticsFilter[];
  /** Rows per breakdown and per entry/exit list; 0 for the totals alone. */
  readonly limit: number;
  /**
   * The days before this one have all their page views (completeBefore): a reader may summarise them once
   * and read the summaries from then on. Later days are still being written.
   */
  readonly completeBefore: string;
}

/**
 * Page views reach the database up to a flush interval late, from every API process: a day is complete an hour
 * after its midnight, a margin no buffer comes near.
 */
export const LATE_PAGE_VIEW_MARGIN_MS = 60 * 60_000;

/** The first day that may still gain page views at `now` (PeriodTrafficQuery.completeBefore). */
export const completeBefore = (calendar: AnalyticsCalendar, now: Date): string => calendar.dayOf(new Date(now.getTime() - LATE_PAGE_VIEW_MARGIN_MS));

export interface PeriodTraffic {
  readonly pageViews: number;
  /**
   * Visitor hashes are per day (no one is followed across midnight), so a period's unique visitors is the sum
   * of each day's: the same person on two days counts twice, as in Plausible's cookieless count.
   */
  readonly uniqueVisitors: number;
  readonly visits: VisitTotals;
  /** The period's days that had page views, oldest first. */
  readonly days: readonly PeriodDay[];
  readonly breakdowns: Readonly<Record<BreakdownName, readonly BreakdownRow[]>>;
  readonly entryPages: readonly PageCount[];
  readonly exitPages: readonly PageCount[];
}

/** A period's figures with filters applied. Ties in every list: most first, then value in byte order, null last. */
export abstract class PeriodTrafficReader {
  abstract periodTraffic(query: PeriodTrafficQuery): Promise<PeriodTraffic>;
}

/** The order of every list: most first, ties by value in byte order, null last. */
export const byCountThenValue = (a: BreakdownRow, b: BreakdownRow): number =>
  b.pageViews - a.pageViews || (a.value === null ? 1 : b.value === null ? -1 : inByteOrder(a.value, b.value));

/** The figures from the raw page views themselves: the rule the fake and the adapters' tests are held to. */
export function periodTrafficOf(views: readonly RecordedPageView[], limit: number): PeriodTraffic {
  const visitorsByDay = new Map<string, { pageViews: number; visitors: Set<string> }>();
  for (const view of views) {
    const day = visitorsByDay.get(view.day) ?? { pageViews: 0, visitors: new Set<string>() };
    day.pageViews += 1;
    day.visitors.add(view.visitor);
    visitorsByDay.set(view.day, day);
  }
  const days = [...visitorsByDay]
    .map(([day, figures]): PeriodDay => ({ day, pageViews: figures.pageViews, visitors: figures.visitors.size }))
    .sort((a, b) => (a.day < b.day ? -1 : 1));
  // Hashes are per day: the same hash on two days is two visitors and two visits.
  const visits = visitsOf(views.map((view) => ({ visitor: `${view.day}/${view.visitor}`, timestamp: view.timestamp, pageUrl: view.pageUrl })));
  const breakdown = (name: BreakdownName): BreakdownRow[] => {
    const counts = new Map<string | null, number>();
    for (const view of views) {
      const value = view[BREAKDOWN_FIELD[name]];
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return [...counts].map(([value, pageViews]) => ({ value, pageViews })).sort(byCountThenValue).slice(0, limit);
  };
  return {
    pageViews: views.length,
    uniqueVisitors: days.reduce((sum, day) => sum + day.visitors, 0),
    visits: visitTotals(visits),
    days,
    breakdowns: Object.fromEntries(BREAKDOWNS.map((name) => [name, breakdown(name)])) as Record<BreakdownName, BreakdownRow[]>,
    entryPages: pagesBy(visits, 'entryPage', limit),
    exitPages: pagesBy(visits, 'exitPage', limit),
  };
}
