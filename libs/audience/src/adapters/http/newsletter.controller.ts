import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { ProblemDetailsResponse, Public } from '@harmony/platform';
import { ConfirmSubscription, SubscribeToNewsletter, UnsubscribeFromNewsletter } from '../../application/index.js';
import { CONFIRMATION_LINK_INVALID_MESSAGE, UNSUBSCRIBE_LINK_INVALID_MESSAGE } from '../../domain/index.js';
import { isBotSubmission, NewsletterSignupRequest, SubmissionAccepted } from './form-dtos.js';
import { ConfirmSubscriptionRequest, OneClickUnsubscribeRequest, SubscriptionConfirmed, Unsubscribed, UnsubscribeQuery } from './newsletter-link.dtos.js';
import { accepted, PublicForm } from './public-form.js';

/** The site's page that asks before unsubscribing: a GET of the mailed link lands there, and changes nothing. */
export const UNSUBSCRIBE_PAGE_PATH = '/newsletter/unsubscribe';

@ApiTags('audience')
@Public()
@Controller()
export class NewsletterController {
  constructor(
    private readonly subscribeToNewsletter: SubscribeToNewsletter,
    private readonly confirmSubscription: ConfirmSubscription,
    private readonly unsubscribeFromNewsletter: UnsubscribeFromNewsletter,
  ) {}

  @Post('newsletter/subscribe')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Subscribe an address to the newsletter (the same answer whether or not it was already subscribed)',
    description:
      'Double opt-in: a new address (or one that unsubscribed or bounced) is kept pending and sent a confirmation link; a pending one is sent it again at most every 10 minutes; an active one is sent nothing.',
  })
  @ApiOkResponse({ type: SubmissionAccepted })
  @PublicForm()
  async subscribe(@Body() form: NewsletterSignupRequest): Promise<SubmissionAccepted> {
    if (!isBotSubmission(form)) await this.subscribeToNewsletter.execute({ email: form.email ?? '', tags: form.tags });
    return accepted("You're subscribed. Check your inbox for your welcome email!");
  }

  @Post('newsletter/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Confirm a subscription with its mailed link's token (the confirmation page's button)",
    description: 'The address becomes active and the welcome sequence starts: Day 0 at once, Day 3 and Day 7 later. A link works once, for 7 days; only the latest one mailed works.',
  })
  @ApiOkResponse({ type: SubscriptionConfirmed })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: `A forged, expired, used or replaced link (code confirmation-link-invalid): "${CONFIRMATION_LINK_INVALID_MESSAGE}"; or a body with other fields (invalid-request).` })
  @ApiTooManyRequestsResponse({ type: ProblemDetailsResponse, description: 'Too many refused links from this address; try again later.' })
  async confirm(@Body() request: ConfirmSubscriptionRequest): Promise<SubscriptionConfirmed> {
    return { status: await this.confirmSubscription.execute(request.token ?? '') };
  }

  @Get('newsletter/unsubscribe')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: "The mailed unsubscribe link, opened: sent on to the site's page that asks first (it never unsubscribes by itself, as mail scanners fetch links)",
  })
  @ApiQuery({ name: 'token', required: false, type: String })
  @ApiResponse({ status: HttpStatus.SEE_OTHER, description: 'To `/newsletter/unsubscribe?token=…`.', headers: { Location: { schema: { type: 'string' } } } })
  unsubscribePage(@Query() query: UnsubscribeQuery, @Res() response: Response): void {
    response.redirect(HttpStatus.SEE_OTHER, query.token ? `${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(query.token)}` : UNSUBSCRIBE_PAGE_PATH);
  }

  @Post('newsletter/unsubscribe')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Unsubscribe at once (RFC 8058 one-click: the form body `List-Unsubscribe=One-Click`, no cookie, no CSRF token; or JSON `{}` from the site’s page)',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: OneClickUnsubscribeRequest, required: false })
  @ApiOkResponse({ type: Unsubscribed })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: `A forged or malformed link (code unsubscribe-link-invalid): "${UNSUBSCRIBE_LINK_INVALID_MESSAGE}"; or another body (invalid-request).` })
  @ApiTooManyRequestsResponse({ type: ProblemDetailsResponse, description: 'Too many refused links from this address; try again later.' })
  async unsubscribe(@Query() query: UnsubscribeQuery, @Body() _oneClick: OneClickUnsubscribeRequest): Promise<Unsubscribed> {
    return { status: await this.unsubscribeFromNewsletter.execute(query.token ?? '') };
  }
}
