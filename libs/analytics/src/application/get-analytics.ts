import { Injectable } from '@nestjs/common';
import { AnalyticsCalendar, analyticsReport, chartDaysOf, PageViews, RECENT_ACTIVITY_HOURS, RECENT_ACTIVITY_LIMIT, type AnalyticsReport } from '../domain/index.js';
import { AudienceFigures, PublishedContentCounts } from './analytics-ports.js';
import { GetPeriodAnalytics, type CheckedPeriodRequest, type PeriodAnalytics, type PeriodAnalyticsRequest } from './get-period-analytics.js';

export interface AnalyticsDashboard extends PeriodAnalytics {
  /** SPEC's figures (the cards, top pages and referrers, recent activity, the chart), filtered as the rest. */
  readonly report: AnalyticsReport;
}

/**
 * The analytics dashboard at `now` (SPEC §3 Analytics, §9 windows; issue 27): the 30 days ending today by
 * default or the period asked, filtered, with its visits and breakdowns, and with compare=previous the period
 * before's totals. The chart shows the last 7 days by default, every day of an asked period otherwise.
 */
@Injectable()
export class GetAnalytics {
  constructor(
    private readonly calendar: AnalyticsCalendar,
    private readonly pageViews: PageViews,
    private readonly getPeriodAnalytics: GetPeriodAnalytics,
    private readonly published: PublishedContentCounts,
    private readonly audience: AudienceFigures,
  ) {}

  /** The request checked (400) before anything is read: the caller may start other reads once it passes. */
  check(request: PeriodAnalyticsRequest = {}, now: Date = new Date()): CheckedPeriodRequest {
    return this.getPeriodAnalytics.check(request, now);
  }

  async read(checked: CheckedPeriodRequest): Promise<AnalyticsDashboard> {
    // Reading the period flushes this process's buffer first, so recent activity is read after it.
    const figures = await this.getPeriodAnalytics.read(checked);
    const { now } = checked;
    const since = new Date(now.getTime() - RECENT_ACTIVITY_HOURS * 3_600_000);
    const [recent, episodes, socialMediaPosts, audience] = await Promise.all([
      this.pageViews.recent({ since, until: now, limit: RECENT_ACTIVITY_LIMIT, filters: figures.filters }),
      this.published.episodes(),
      this.published.socialMediaPosts(),
      this.audience.totals(),
    ]);
    const chartDays = chartDaysOf(figures.periodAsked ? figures.period : null, this.calendar, now);
    return { ...figures, report: analyticsReport(figures.current, recent, { episodes, socialMediaPosts, ...audience }, chartDays) };
  }

  async execute(request: PeriodAnalyticsRequest = {}, now: Date = new Date()): Promise<AnalyticsDashboard> {
    return this.read(this.check(request, now));
  }
}
