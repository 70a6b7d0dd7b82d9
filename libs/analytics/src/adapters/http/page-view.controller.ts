import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiNoContentResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { postClientOf, ProblemDetailsResponse, Public, type PostClient } from '@harmony/platform';
import { RecordPageView, type PageViewBeacon } from '../../application/index.js';
import { PageViewRequest } from './analytics-dtos.js';

/**
 * The beacon's route, under the API prefix. Its text/plain bodies are read as JSON (useFormBodyParsers'
 * `textAsJson`), and the composition root serves it ahead of Express (PageViewFastPath): same answers.
 */
export const PAGE_VIEW_ROUTE = 'analytics/pageview';

/** What the use case is told of a beacon: the body, the host asked for, the client's IP and user agent. */
export const beaconOf = (body: PageViewRequest, client: PostClient): PageViewBeacon => ({
  pageUrl: body.pageUrl ?? '',
  referrer: body.referrer,
  siteHost: client.hostname,
  ip: client.address,
  userAgent: client.userAgent,
});

@ApiTags('analytics')
@Public()
@Controller()
export class PageViewController {
  constructor(private readonly recordPageView: RecordPageView) {}

  @Post(PAGE_VIEW_ROUTE)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Count a page view (the page-view beacon)',
    description:
      'Sent with navigator.sendBeacon: a JSON body as application/json or as text/plain. Keeps the path (no query, no fragment), the campaign tags of its query ' +
      '(utm_source, utm_medium, utm_campaign; ref or source for a source), the referring host and its kind, the device, browser and operating system named from the user agent, ' +
      'the country of the address (an offline database), and a visitor hash that changes every day; no IP address, user agent or cookie. Bots (by user agent) are answered alike and not counted. ' +
      'Durability: the 204 means accepted, not yet stored. Views are written in batches, at the latest 250 ms after they arrive: ' +
      'a shutdown (SIGTERM) writes the waiting ones first, but a process killed outright (kill -9, a crash, a power cut) loses what it had not written yet.',
  })
  @ApiConsumes('application/json', 'text/plain')
  @ApiBody({ type: PageViewRequest })
  @ApiNoContentResponse({ description: 'Counted (or ignored: a bot).' })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'Not a path of this site, or a referrer that is not an address (code invalid-page-view); nothing is counted.' })
  @ApiTooManyRequestsResponse({ type: ProblemDetailsResponse, description: 'Too many page views from this address (code too-many-page-views).' })
  async record(@Body() body: PageViewRequest, @Req() request: Request): Promise<void> {
    await this.recordPageView.execute(beaconOf(body, postClientOf(request)));
  }
}
