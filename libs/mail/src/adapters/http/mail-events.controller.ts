import type { IncomingHttpHeaders } from 'node:http';
import { Body, Controller, Headers, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { ProblemDetailsResponse, Public } from '@harmony/platform';
import { MailEventIntake } from '../events/mail-event-intake.js';
import { UnauthenticatedMailEvent } from '../events/mail-event-errors.js';

/** The route, under /api: its body parser reads SNS's text/plain bodies as JSON (createApp). */
export const MAIL_EVENTS_ROUTE = 'mail/events';

/**
 * What the providers post, for the API document only: the body is read as any JSON (the intake checks each
 * format), since both carry fields of their own that a whitelist would refuse.
 */
export class MailEventRequest {
  @ApiProperty({ required: false, description: 'SNS: SubscriptionConfirmation, Notification or UnsubscribeConfirmation (as the x-amz-sns-message-type header says). Postmark: the bounce type, such as HardBounce', example: 'Notification' })
  readonly Type?: string;
  @ApiProperty({ required: false, description: 'SNS: the topic, which must be MAIL_EVENTS_SNS_TOPIC_ARN', example: 'arn:aws:sns:eu-west-1:123456789012:mail-events' })
  readonly TopicArn?: string;
  @ApiProperty({ required: false, description: 'SNS: the SES event as JSON text (eventType or notificationType Bounce or Complaint)', example: '{"eventType":"Bounce","bounce":{"bounceType":"Permanent","bouncedRecipients":[{"emailAddress":"gone@example.com"}]}}' })
  readonly Message?: string;
  @ApiProperty({ required: false, description: 'SNS', example: '22b80b92-fdea-4c2c-8f9d-bdfb0c7bf324' })
  readonly MessageId?: string;
  @ApiProperty({ required: false, description: 'SNS', example: '2026-11-26T10:00:00.000Z' })
  readonly Timestamp?: string;
  @ApiProperty({ required: false, description: 'SNS: 1 (SHA1) or 2 (SHA256)', example: '2' })
  readonly SignatureVersion?: string;
  @ApiProperty({ required: false, description: 'SNS: base64 signature of the message', example: 'EXAMPLEpH+DcEwjAPg8O9mY8dReBSwksfg2S7WKQcikcNKWLQjwu6A4VbeS0QHVCkhRS7fUQvi2egU3N858fiTDN6bkkOxYDVrY0Ad8L10Hs3zH81mtnPk5uvvolIC1CXGu43obcgFxeL3khZl8IKvO61GWB6jI9b5+gLPoBc1Q=' })
  readonly Signature?: string;
  @ApiProperty({ required: false, description: 'SNS: https on sns.{region}.amazonaws.com', example: 'https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-0123456789abcdef0123456789abcdef.pem' })
  readonly SigningCertURL?: string;
  @ApiProperty({ required: false, description: 'SNS confirmations: fetched to confirm the subscription (configured topic only)' })
  readonly SubscribeURL?: string;
  @ApiProperty({ required: false, description: 'SNS confirmations' })
  readonly Token?: string;
  @ApiProperty({ required: false, description: 'Postmark: Bounce or SpamComplaint' })
  readonly RecordType?: string;
  @ApiProperty({ required: false, description: 'Postmark: the address that bounced or complained' })
  readonly Email?: string;
}

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
  @ApiBody({ type: MailEventRequest })
  @ApiOkResponse({ type: MailEventTaken })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'Not JSON, or neither an SNS message nor a Postmark bounce, spam complaint or subscription change (code unrecognised-mail-event); a signed SNS message stamped more than an hour ago, a replay (code stale-sns-message).' })
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
