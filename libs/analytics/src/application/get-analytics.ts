import { Injectable } from '@nestjs/common';
import { AnalyticsCalendar, analyticsReport, dashboardQuery, PageViews, type AnalyticsReport } from '../domain/index.js';
import { AudienceFigures, PublishedContentCounts } from './analytics-ports.js';
import { PageViewBuffer } from './page-view-buffer.js';

/** The analytics dashboard's figures at `now` (SPEC §3 Analytics, §9 windows). */
@Injectable()
export class GetAnalytics {
  constructor(
    private readonly calendar: AnalyticsCalendar,
    private readonly pageViews: PageViews,
    private readonly buffer: PageViewBuffer,
    private readonly published: PublishedContentCounts,
    private readonly audience: AudienceFigures,
  ) {}

  async execute(now: Date = new Date()): Promise<AnalyticsReport> {
    // The page views this process still holds count too: the owner sees the visit they just made.
    await this.buffer.flush();
    const [traffic, episodes, socialMediaPosts, audience] = await Promise.all([
      this.pageViews.traffic(dashboardQuery(this.calendar, now)),
      this.published.episodes(),
      this.published.socialMediaPosts(),
      this.audience.totals(),
    ]);
    return analyticsReport(traffic, { episodes, socialMediaPosts, ...audience }, this.calendar, now);
  }
}
