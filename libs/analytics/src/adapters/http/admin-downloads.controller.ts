import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OwnerOnly, ProblemDetailsResponse } from '@harmony/platform';
import { GetDownloadDashboard } from '../../application/index.js';
import { PeriodQuery } from './analytics-dtos.js';
import { DownloadDashboardResponse, toDownloadDashboardResponse } from './downloads-dtos.js';

/** The downloads dashboard (issue 27 item 6), OP3-class: a period's downloads and each episode's pacing. */
@ApiTags('analytics')
@Controller('admin/downloads')
export class AdminDownloadsController {
  constructor(private readonly getDownloadDashboard: GetDownloadDashboard) {}

  @Get()
  @OwnerOnly()
  @ApiOperation({
    summary: "A period's downloads: by day with release markers, by app, country and device, per episode at 1, 3, 7, 30 and 90 days after release, and monthly unique listeners",
    description: 'Counted by the IAB v2.3 rules as implemented (see the public page "How we count downloads").',
  })
  @ApiOkResponse({ type: DownloadDashboardResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'An unknown period, from/to without period=custom, or custom dates missing, invalid, reversed, in the future or over 731 days apart (code invalid-analytics-period, `errors` per field).' })
  async downloads(@Query() query: PeriodQuery): Promise<DownloadDashboardResponse> {
    return toDownloadDashboardResponse(await this.getDownloadDashboard.execute(query));
  }
}
