import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OwnerOnly, ProblemDetailsResponse } from '@harmony/platform';
import { GetAnalytics, GetDownloads, GetRealtimeVisitors } from '../../application/index.js';
import { AnalyticsQuery, AnalyticsResponse, RealtimeVisitorsResponse, toAnalyticsResponse } from './analytics-dtos.js';

/** The analytics dashboard's one read (SPEC §7 GET /api/admin/analytics, refetched every 60 s). */
@ApiTags('analytics')
@Controller('admin/analytics')
export class AdminAnalyticsController {
  constructor(
    private readonly getAnalytics: GetAnalytics,
    private readonly getDownloads: GetDownloads,
    private readonly getRealtimeVisitors: GetRealtimeVisitors,
  ) {}

  @Get()
  @OwnerOnly()
  @ApiOperation({
    summary: "The analytics dashboard's figures: the last 30 days (or the period asked), filtered, with visits and breakdowns; the last 24 hours' activity; the downloads",
    description:
      'period=today|7d|30d|month|12mo|custom (with from and to, YYYY-MM-DD, at most 731 days), compare=previous for the period of the same length just before, and filter=field:value (repeated) to narrow every page-view figure. Unfiltered, the figures come from daily rollups; filtered, from the page views of the period.',
  })
  @ApiOkResponse({ type: AnalyticsResponse })
  @ApiBadRequestResponse({
    type: ProblemDetailsResponse,
    description: 'An unknown period, from/to that are not days, from after to, a chosen period over 2 years, or from/to with a named period (code invalid-analytics-period); an unknown filter field, an impossible value or a field twice (code invalid-analytics-filter); `errors` per field. An unknown parameter or compare other than previous (code invalid-request).',
  })
  async analytics(@Query() query: AnalyticsQuery): Promise<AnalyticsResponse> {
    const now = new Date();
    // Checked before either read starts: a bad period is a 400 that reads nothing.
    const checked = this.getAnalytics.check(query, now);
    const [figures, downloads] = await Promise.all([this.getAnalytics.read(checked), this.getDownloads.execute(now)]);
    return toAnalyticsResponse(figures, downloads);
  }

  /** The dashboard's "visitors now" (issue 27), polled on its own: a cheap read of five minutes of page views. */
  @Get('realtime')
  @OwnerOnly()
  @ApiOperation({
    summary: 'Visitors on the site now: distinct visitors of the last 5 minutes',
    description: "Counts distinct visitor hashes among the page views of the last 5 minutes (bots not counted). Hashes change at midnight of the owner's calendar (ANALYTICS_TIME_ZONE).",
  })
  @ApiOkResponse({ type: RealtimeVisitorsResponse })
  async realtime(): Promise<RealtimeVisitorsResponse> {
    const { visitors } = await this.getRealtimeVisitors.execute(new Date());
    return { visitors };
  }
}
