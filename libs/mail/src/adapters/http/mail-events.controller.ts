import type { IncomingHttpHeaders } from 'node:http';
import { Body, Controller, Headers, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConsumes, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { ProblemDetailsResponse, Public } from '@harmony/platform';
import { MailEventIntake } from '../events/mail-event-intake.js';
import { UnauthenticatedMailEvent } from '../events/mail-event-errors.js';

/** The route, under /api: its body parser reads SNS's text/plain bodies as JSON (createApp). */
export const MAIL_EVENTS_ROUTE = 'mail/events';

export class MailEventTaken {
  @ApiProperty({ description: 'How many addresses the event suppressed (0: it reported nothing to suppress, such as a soft bounce or a subscription confirmation)', example: 1 })
  readonly suppressed!: number;
}

@ApiTags('mail')
@Public()
@Controller()
export class MailEventsController {
  constructor(private readonly intake: MailEventIntake) {}

  /** The body is any JSON: each provider's format is checked by the intake, which says what it recognised. */
  @Post(MAIL_EVENTS_ROUTE)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Bounce and complaint webhooks: Amazon SES through SNS (signed), Postmark (Basic password MAIL_EVENTS_SECRET)',
    description: 'An SNS HTTPS subscription posts its messages here (text/plain JSON); Postmark its Bounce and SpamComplaint webhooks. Permanent bounces and complaints suppress the address.',
  })
  @ApiConsumes('application/json', 'text/plain')
  @ApiOkResponse({ type: MailEventTaken })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'Not JSON, or neither an SNS message nor a Postmark bounce or complaint (code unrecognised-mail-event).' })
  @ApiUnauthorizedResponse({ type: ProblemDetailsResponse, description: 'A Postmark webhook without MAIL_EVENTS_SECRET as its Basic password (code mail-events-secret-wrong).' })
  @ApiForbiddenResponse({
    type: ProblemDetailsResponse,
    description: 'An SNS message of another topic, or whose signature or certificate URL does not hold (code unverified-sns-message); a provider whose variable is unset (code mail-events-not-set-up).',
  })
  @ApiPayloadTooLargeResponse({ type: ProblemDetailsResponse, description: 'The body is larger than any event.' })
  @ApiTooManyRequestsResponse({ type: ProblemDetailsResponse, description: 'Too many refused events from this address; try again later.' })
  @ApiServiceUnavailableResponse({ type: ProblemDetailsResponse, description: 'SNS could not be reached to confirm the subscription (code sns-subscription-not-confirmed).' })
  async take(@Headers() headers: IncomingHttpHeaders, @Body() body: unknown, @Res({ passthrough: true }) response: Response): Promise<MailEventTaken> {
    try {
      return await this.intake.take(headers, body);
    } catch (error) {
      // RFC 9110: a 401 names the scheme that would do.
      if (error instanceof UnauthenticatedMailEvent) response.setHeader('WWW-Authenticate', 'Basic realm="mail events", charset="UTF-8"');
      throw error;
    }
  }
}
