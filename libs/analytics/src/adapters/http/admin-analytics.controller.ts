import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProblemDetailsResponse } from '@harmony/platform';
import { OwnerOnly } from '@harmony/platform';
import { GetAnalytics, GetDownloads, GetPeriodAnalytics, GetRealtimeVisitors } from '../../application/index.js';
import { RealtimeVisitorsResponse, toAnalyticsResponse } from './analytics-dtos.js';
import { BreakdownRowResponse, PeriodAnalyticsQuery, PeriodAnalyticsResponse, toPeriodResponse } from './period-analytics-dtos.js';

/** The analytics dashboard's one read (SPEC §7 GET /api/admin/analytics, refetched every 60 s). */
@ApiTags('analytics')
@ApiExtraModels(BreakdownRowResponse)
@Controller('admin/analytics')
export class AdminAnalyticsController {
  constructor(
    private readonly getAnalytics: GetAnalytics,
    private readonly getDownloads: GetDownloads,
    private readonly getRealtimeVisitors: GetRealtimeVisitors,
    private readonly getPeriodAnalytics: GetPeriodAnalytics,
  ) {}

  @Get()
  @OwnerOnly()
  @ApiOperation({ summary: "The analytics dashboard's figures: the last 30 days, the last 7 by day, the last 24 hours' activity, the downloads" })
  @ApiOkResponse({ type: PeriodAnalyticsResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'An unknown period, from after to, a period over 3 years, compare other than previous, or an unknown filter (codes invalid-analytics-period, invalid-analytics-filter).' })
  async analytics(@Query() query: PeriodAnalyticsQuery): Promise<PeriodAnalyticsResponse> {
    const now = new Date();
    // The period first: bad input is refused before anything is read.
    const period = await this.getPeriodAnalytics.execute(query, now);
    const [report, downloads] = await Promise.all([this.getAnalytics.execute(now), this.getDownloads.execute(now)]);
    return { ...toAnalyticsResponse(report, downloads), period: toPeriodResponse(period) };
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
