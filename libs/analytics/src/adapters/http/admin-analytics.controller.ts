import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OwnerOnly, ProblemDetailsResponse } from '@harmony/platform';
import { GetAnalytics, GetDownloads, GetPeriodAnalytics, GetRealtimeVisitors } from '../../application/index.js';
import { AnalyticsQuery, AnalyticsResponse, RealtimeVisitorsResponse, toAnalyticsResponse } from './analytics-dtos.js';
import { BreakdownRowResponse, PeriodAnalyticsQuery, PeriodResponse, toPeriodResponse } from './period-analytics-dtos.js';

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
  @ApiOperation({
    summary: "The analytics dashboard's figures: the last 30 days (or the period asked), the last 7 by day, the last 24 hours' activity, the downloads",
    description: 'period=today|7d|30d|month|12mo|custom (with from and to, YYYY-MM-DD, at most 731 days), and compare=previous for the period of the same length just before.',
  })
  @ApiOkResponse({ type: AnalyticsResponse })
  @ApiBadRequestResponse({
    type: ProblemDetailsResponse,
    description: 'An unknown period, from/to that are not days, from after to, a chosen period over 2 years, or from/to with a named period (code invalid-analytics-period, `errors` per field); an unknown parameter or compare other than previous (code invalid-request).',
  })
  async analytics(@Query() query: AnalyticsQuery): Promise<AnalyticsResponse> {
    const now = new Date();
    const [figures, downloads] = await Promise.all([this.getAnalytics.execute(now, { ...query, compare: query.compare === 'previous' }), this.getDownloads.execute(now)]);
    return toAnalyticsResponse(figures, downloads);
  }

  /**
   * Issue 27's visits read: a period's visits (30-minute rule), bounce rate, visit duration, views per visit,
   * entry and exit pages and its breakdowns (pages, referrers and their kinds, campaigns, countries, devices,
   * browsers, OSes), filtered. Read from the raw page views until their rollups exist: not yet on the
   * dashboard's polled read, whose budget is on rollups.
   */
  @Get('visits')
  @OwnerOnly()
  @ApiOperation({
    summary: "A period's visits, entry and exit pages and breakdowns, filtered (?filter=field:value, repeated), with compare=previous",
    description: 'period as GET /api/admin/analytics (30 days by default). Filters: page, referrer, kind, source, medium, campaign, country, device, browser, os (utm_* as aliases); (none) matches the unset.',
  })
  @ApiOkResponse({ type: PeriodResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'A bad period (code invalid-analytics-period), compare other than previous, or an unknown filter field, an impossible value or a field twice (code invalid-analytics-filter); `errors` per field.' })
  async visits(@Query() query: PeriodAnalyticsQuery): Promise<PeriodResponse> {
    return toPeriodResponse(await this.getPeriodAnalytics.execute(query));
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
