import type { PageView } from './page-view.js';
import type { VisitorClient } from './visitor-client.js';

/** A counted page view as it is stored: no IP address, no user agent, no cookie. */
export interface RecordedPageView extends PageView, VisitorClient {
  /** The country of the visitor's address (ISO 3166-1 alpha-2), looked up before the address is dropped; null when unknown. */
  readonly country: string | null;
  /** The visitor's hash for `day` (application/visitor-hash.ts): unlinkable to other days and to the person. */
  readonly visitor: string;
  /** The owner's calendar day of `timestamp` (AnalyticsCalendar), YYYY-MM-DD. */
  readonly day: string;
  readonly timestamp: Date;
}

/** What the dashboard asks of the page views. Days are YYYY-MM-DD, both ends included. */
export interface TrafficQuery {
  readonly firstDay: string;
  readonly lastDay: string;
  /** Recent activity: the page views from `recentSince` to `until`, both included, newest first. */
  readonly recentSince: Date;
  readonly until: Date;
  readonly topPages: number;
  readonly topReferrers: number;
  readonly recentActivity: number;
}

export interface DayTraffic {
  readonly day: string;
  readonly visits: number;
  /** Distinct visitor hashes of the day. */
  readonly uniqueVisitors: number;
}

export interface PageVisits {
  readonly pageUrl: string;
  readonly visits: number;
}

export interface ReferrerVisits {
  /** null: direct (no referrer, or this site). */
  readonly referrer: string | null;
  readonly visits: number;
}

/** Recent activity lists the path and the referring site, as before issue 27. */
export interface RecentPageView extends Pick<PageView, 'pageUrl' | 'referrer'> {
  readonly id: number;
  readonly timestamp: Date;
}

export interface Traffic {
  /** The days from firstDay to lastDay that had visits, oldest first. */
  readonly days: readonly DayTraffic[];
  /** The most visited pages over those days: most visits first, ties by path (A to Z). */
  readonly topPages: readonly PageVisits[];
  /** The referring sites over those days, the same order, ties by name with direct (null) last. */
  readonly topReferrers: readonly ReferrerVisits[];
  readonly recent: readonly RecentPageView[];
}

/**
 * Where page views are kept. Tens of millions of them: the TypeORM adapter keeps daily rollups beside
 * the raw rows, so `traffic` reads a few hundred rows whatever the history holds.
 */
export abstract class PageViews {
  /** Keeps a batch at once (one transaction): its rows and every rollup they change, or nothing. */
  abstract recordAll(views: readonly RecordedPageView[]): Promise<void>;
  abstract traffic(query: TrafficQuery): Promise<Traffic>;
  /** Distinct visitor hashes among the page views from `since` to `until`, both included (realtime). */
  abstract visitorsBetween(since: Date, until: Date): Promise<number>;
}
