import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OwnerOnly } from '@harmony/platform';
import { GetAnalytics, GetDownloads } from '../../application/index.js';
import { AnalyticsResponse, toAnalyticsResponse } from './analytics-dtos.js';

/** The analytics dashboard's one read (SPEC §7 GET /api/admin/analytics, refetched every 60 s). */
@ApiTags('analytics')
@Controller('admin/analytics')
export class AdminAnalyticsController {
  constructor(
    private readonly getAnalytics: GetAnalytics,
    private readonly getDownloads: GetDownloads,
  ) {}

  @Get()
  @OwnerOnly()
  @ApiOperation({ summary: "The analytics dashboard's figures: the last 30 days, the last 7 by day, the last 24 hours' activity, the downloads" })
  @ApiOkResponse({ type: AnalyticsResponse })
  async analytics(): Promise<AnalyticsResponse> {
    const now = new Date();
    const [report, downloads] = await Promise.all([this.getAnalytics.execute(now), this.getDownloads.execute(now)]);
    return toAnalyticsResponse(report, downloads);
  }
}
