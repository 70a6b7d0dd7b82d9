import type { AnalyticsFilter } from './analytics-filter.js';
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

/** Recent activity: the page views from `since` to `until`, both included, newest first, filtered as the dashboard is. */
export interface RecentQuery {
  readonly since: Date;
  readonly until: Date;
  readonly limit: number;
  readonly filters: readonly AnalyticsFilter[];
}

/** Recent activity lists the path and the referring site, as before issue 27. */
export interface RecentPageView extends Pick<PageView, 'pageUrl' | 'referrer'> {
  readonly id: number;
  readonly timestamp: Date;
}

/**
 * Where page views are kept. Tens of millions of them: the TypeORM adapter keeps daily rollups beside the raw
 * rows as it records them (PeriodTrafficReader reads the period's figures from them).
 */
export abstract class PageViews {
  /** Keeps a batch at once (one transaction): its rows and every rollup they change, or nothing. */
  abstract recordAll(views: readonly RecordedPageView[]): Promise<void>;
  abstract recent(query: RecentQuery): Promise<RecentPageView[]>;
  /** Distinct visitor hashes among the page views from `since` to `until`, both included (realtime). */
  abstract visitorsBetween(since: Date, until: Date): Promise<number>;
}
