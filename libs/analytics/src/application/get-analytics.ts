import { Injectable } from '@nestjs/common';
import { AnalyticsCalendar, analyticsReport, chartDaysOf, PageViews, periodFigures, periodQuery, previousPeriod, resolvePeriod, type PeriodAsked, type PeriodReport } from '../domain/index.js';
import { AudienceFigures, PublishedContentCounts } from './analytics-ports.js';
import { PageViewBuffer } from './page-view-buffer.js';

export interface AnalyticsAsked extends PeriodAsked {
  /** Also the figures of the period of the same length just before (`compare=previous`). */
  readonly compare?: boolean;
}

/**
 * The analytics dashboard's figures at `now` (SPEC §3 Analytics, §9 windows): the 30 days ending today by
 * default, or the period asked for (issue 27), and with `compare` the previous period's totals. The chart
 * shows the last 7 days by default, every day of an asked period otherwise.
 */
@Injectable()
export class GetAnalytics {
  constructor(
    private readonly calendar: AnalyticsCalendar,
    private readonly pageViews: PageViews,
    private readonly buffer: PageViewBuffer,
    private readonly published: PublishedContentCounts,
    private readonly audience: AudienceFigures,
  ) {}

  async execute(now: Date = new Date(), asked: AnalyticsAsked = {}): Promise<PeriodReport> {
    // Refused before anything is read: a bad period is the owner's 400, not a flush.
    const period = resolvePeriod(this.calendar, now, asked);
    const periodAsked = asked.period !== undefined || asked.from !== undefined || asked.to !== undefined;
    // The page views this process still holds count too: the owner sees the visit they just made.
    await this.buffer.flush();
    const before = asked.compare ? previousPeriod(period) : null;
    const [traffic, previousTraffic, episodes, socialMediaPosts, audience] = await Promise.all([
      this.pageViews.traffic(periodQuery(period, now)),
      before ? this.pageViews.traffic({ ...periodQuery(before, now), topPages: 0, topReferrers: 0, recentActivity: 0 }) : null,
      this.published.episodes(),
      this.published.socialMediaPosts(),
      this.audience.totals(),
    ]);
    const report = analyticsReport(traffic, { episodes, socialMediaPosts, ...audience }, this.calendar, now, chartDaysOf(periodAsked ? period : null, this.calendar, now));
    return { report, period, previous: before && previousTraffic ? { period: before, ...periodFigures(previousTraffic) } : null };
  }
}
