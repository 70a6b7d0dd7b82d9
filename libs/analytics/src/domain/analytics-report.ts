import type { AnalyticsCalendar } from './analytics-calendar.js';
import { daysOf, resolvePeriod, type AnalyticsPeriod } from './analytics-period.js';
import type { Traffic, TrafficQuery } from './page-views.js';

// SPEC §9: the dashboard's figures cover 30 days, its bars the last 7, its top pages 5 rows, its
// recent activity 24 hours. Referrers are not counted by the SPEC: 10 rows leave room for the long tail.
export const ANALYTICS_WINDOW_DAYS = 30;
export const DAILY_VISITS_DAYS = 7;
export const TOP_PAGES = 5;
export const TOP_REFERRERS = 10;
export const RECENT_ACTIVITY_HOURS = 24;
export const RECENT_ACTIVITY_LIMIT = 20;
/** How the dashboard names visits without a referring site (SPEC: shown as "Direct Traffic"). */
export const DIRECT_REFERRER = 'direct';

export interface ContentStats {
  readonly episodes: number;
  readonly socialMediaPosts: number;
  readonly newsletterSubscribers: number;
  readonly contactMessages: number;
}

/** SPEC §3 "Shapes read by screens → Analytics", field for field. */
export interface AnalyticsReport {
  readonly totalVisits: number;
  readonly uniqueVisitors: number;
  readonly contentStats: ContentStats;
  readonly topPages: readonly { readonly pageUrl: string; readonly visits: number }[];
  readonly topReferrers: readonly { readonly referrer: string; readonly visits: number }[];
  readonly recentActivity: readonly { readonly id: number; readonly pageUrl: string; readonly referrer: string | null; readonly timestamp: Date }[];
  readonly dailyVisits: readonly { readonly date: string; readonly visits: number }[];
}

/** What the dashboard reads at `now`: the 30 days ending today, the 24 hours ending now. */
export function dashboardQuery(calendar: AnalyticsCalendar, now: Date): TrafficQuery {
  return periodQuery(resolvePeriod(calendar, now, {}), now);
}

/** What the dashboard reads for `period`, and the 24 hours ending `now`. */
export function periodQuery({ firstDay, lastDay }: AnalyticsPeriod, now: Date): TrafficQuery {
  return {
    firstDay,
    lastDay,
    recentSince: new Date(now.getTime() - RECENT_ACTIVITY_HOURS * 3_600_000),
    until: now,
    topPages: TOP_PAGES,
    topReferrers: TOP_REFERRERS,
    recentActivity: RECENT_ACTIVITY_LIMIT,
  };
}

/**
 * The dashboard's figures. Unique visitors over the window are the sum of each day's unique visitors:
 * visitor hashes change every day by design (a new salt), so one person on three days counts three times.
 */
export function analyticsReport(traffic: Traffic, contentStats: ContentStats, calendar: AnalyticsCalendar, now: Date, chartDays: readonly string[] = calendar.daysEndingAt(now, DAILY_VISITS_DAYS)): AnalyticsReport {
  const visitsByDay = new Map(traffic.days.map((day) => [day.day, day.visits]));
  return {
    ...periodFigures(traffic),
    contentStats,
    topPages: traffic.topPages.map(({ pageUrl, visits }) => ({ pageUrl, visits })),
    topReferrers: traffic.topReferrers.map(({ referrer, visits }) => ({ referrer: referrer ?? DIRECT_REFERRER, visits })),
    recentActivity: traffic.recent.map(({ id, pageUrl, referrer, timestamp }) => ({ id, pageUrl, referrer, timestamp })),
    dailyVisits: chartDays.map((date) => ({ date, visits: visitsByDay.get(date) ?? 0 })),
  };
}

/** A period's own figures beside its report: the period itself and, with compare, the previous one's totals. */
export interface PeriodFigures {
  readonly totalVisits: number;
  readonly uniqueVisitors: number;
}

export interface PeriodReport {
  readonly report: AnalyticsReport;
  readonly period: AnalyticsPeriod;
  readonly previous: (PeriodFigures & { readonly period: AnalyticsPeriod }) | null;
}

/** The totals of a period's traffic (unique visitors as the sum of the days', as analyticsReport counts them). */
export const periodFigures = (traffic: Pick<Traffic, 'days'>): PeriodFigures => ({
  totalVisits: traffic.days.reduce((sum, day) => sum + day.visits, 0),
  uniqueVisitors: traffic.days.reduce((sum, day) => sum + day.uniqueVisitors, 0),
});

/** The days the chart shows: every day of an asked period, else the last 7 (the dashboard's default). */
export const chartDaysOf = (period: AnalyticsPeriod | null, calendar: AnalyticsCalendar, now: Date): string[] => (period ? daysOf(period) : calendar.daysEndingAt(now, DAILY_VISITS_DAYS));
