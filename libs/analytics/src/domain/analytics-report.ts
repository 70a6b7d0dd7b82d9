import type { AnalyticsCalendar } from './analytics-calendar.js';
import { daysOf, type AnalyticsPeriod } from './analytics-period.js';
import type { RecentPageView } from './page-views.js';
import type { PeriodTraffic } from './period-traffic.js';

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

/**
 * The dashboard's SPEC figures from the period's traffic (filtered as asked). Unique visitors over the period
 * are the sum of each day's: visitor hashes change every day by design (a new salt), so one person on three
 * days counts three times.
 */
export function analyticsReport(traffic: PeriodTraffic, recent: readonly RecentPageView[], contentStats: ContentStats, chartDays: readonly string[]): AnalyticsReport {
  const pageViewsByDay = new Map(traffic.days.map((day) => [day.day, day.pageViews]));
  return {
    ...periodFigures(traffic),
    contentStats,
    topPages: traffic.breakdowns.pages.slice(0, TOP_PAGES).flatMap(({ value, pageViews }) => (value === null ? [] : [{ pageUrl: value, visits: pageViews }])),
    topReferrers: traffic.breakdowns.referrers.slice(0, TOP_REFERRERS).map(({ value, pageViews }) => ({ referrer: value ?? DIRECT_REFERRER, visits: pageViews })),
    recentActivity: recent.map(({ id, pageUrl, referrer, timestamp }) => ({ id, pageUrl, referrer, timestamp })),
    dailyVisits: chartDays.map((date) => ({ date, visits: pageViewsByDay.get(date) ?? 0 })),
  };
}

/** A period's totals as the dashboard's cards name them (SPEC calls page views "visits"). */
export interface PeriodFigures {
  readonly totalVisits: number;
  readonly uniqueVisitors: number;
}

export const periodFigures = (traffic: Pick<PeriodTraffic, 'pageViews' | 'uniqueVisitors'>): PeriodFigures => ({ totalVisits: traffic.pageViews, uniqueVisitors: traffic.uniqueVisitors });

/** The days the chart shows: every day of an asked period, else the last 7 (the dashboard's default). */
export const chartDaysOf = (period: AnalyticsPeriod | null, calendar: AnalyticsCalendar, now: Date): string[] => (period ? daysOf(period) : calendar.daysEndingAt(now, DAILY_VISITS_DAYS));
