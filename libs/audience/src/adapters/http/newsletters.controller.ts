import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { OwnerOnly, ProblemDetailsResponse, WholeNumberParam } from '@harmony/platform';
import { ManageNewsletters, SendNewsletter, SendTestNewsletter } from '../../application/index.js';
import { ALREADY_SENDING_MESSAGE } from '../../domain/index.js';
import {
  CreateNewsletterRequest,
  NewsletterChangesRequest,
  NewsletterListQuery,
  NewsletterPageResponse,
  NewsletterResponse,
  SendNewsletterRequest,
  TestNewsletterRequest,
  TestNewsletterResponse,
} from './newsletter-dtos.js';

/** The admin's newsletters: an article-sized body (up to 100 000 characters of markdown), as the article manager's. */
export const NEWSLETTERS_PATH = '/api/admin/newsletters';

const newsletterId = new WholeNumberParam('newsletter id');
const IdParam = () => ApiParam({ name: 'id', type: Number, example: 1 });
const Unknown = () => ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No newsletter has this id (code newsletter-not-found).' });
const AlreadySending = () => ApiConflictResponse({ type: ProblemDetailsResponse, description: `It is sending or sent (code newsletter-already-sending): "${ALREADY_SENDING_MESSAGE}"` });
const Invalid = (what: string) => ApiBadRequestResponse({ type: ProblemDetailsResponse, description: `${what} (code invalid-newsletter, or invalid-request for a wrong type), one message per field in \`errors\`.` });

/**
 * The owner's newsletters (issue 25 item 6): drafts written in the admin or by content automation, a test
 * copy, then a broadcast to every active subscriber, now or scheduled. Not @Public(): the session guard
 * closes it; every answer is private (OwnerOnly).
 */
@ApiTags('newsletters')
@Controller('admin/newsletters')
export class NewslettersController {
  constructor(
    private readonly newsletters: ManageNewsletters,
    private readonly sendNewsletter: SendNewsletter,
    private readonly sendTest: SendTestNewsletter,
  ) {}

  @Get()
  @OwnerOnly()
  @ApiOperation({ summary: 'Every newsletter, newest first, a page at a time, each with its counts' })
  @ApiOkResponse({ type: NewsletterPageResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'page, pageSize or episodeId out of range (code invalid-request).' })
  async list(@Query() query: NewsletterListQuery): Promise<NewsletterPageResponse> {
    return NewsletterPageResponse.from(await this.newsletters.list(NewsletterListQuery.toRequest(query), { episodeId: query.episodeId }));
  }

  @Post()
  @OwnerOnly()
  @ApiOperation({ summary: 'Writes a new draft', description: 'Location names it.' })
  @ApiCreatedResponse({ type: NewsletterResponse })
  @Invalid('A missing or too long subject or content, a subject or preview text on several lines')
  async create(@Body() body: CreateNewsletterRequest, @Res({ passthrough: true }) response: Response): Promise<NewsletterResponse> {
    const created = await this.newsletters.create(CreateNewsletterRequest.toInput(body));
    response.setHeader('Location', `${NEWSLETTERS_PATH}/${created.id}`);
    return NewsletterResponse.from(created);
  }

  @Get(':id')
  @OwnerOnly()
  @ApiOperation({ summary: 'One newsletter with its counts', description: 'A broadcast whose every message is settled reads `sent` from then on.' })
  @IdParam()
  @ApiOkResponse({ type: NewsletterResponse })
  @Unknown()
  async one(@Param('id', newsletterId) id: number): Promise<NewsletterResponse> {
    return NewsletterResponse.from(await this.newsletters.get(id));
  }

  @Patch(':id')
  @OwnerOnly()
  @ApiOperation({ summary: 'Changes the fields given, while a draft or scheduled (a schedule stays)' })
  @IdParam()
  @ApiOkResponse({ type: NewsletterResponse })
  @Invalid('A blank or too long subject or content, a subject or preview text on several lines')
  @Unknown()
  @AlreadySending()
  async update(@Param('id', newsletterId) id: number, @Body() body: NewsletterChangesRequest): Promise<NewsletterResponse> {
    return NewsletterResponse.from(await this.newsletters.update(id, NewsletterChangesRequest.toChanges(body)));
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @OwnerOnly()
  @ApiOperation({ summary: 'Deletes a draft or a scheduled newsletter (its schedule with it)' })
  @IdParam()
  @ApiNoContentResponse({ description: 'Deleted.' })
  @Unknown()
  @AlreadySending()
  async remove(@Param('id', newsletterId) id: number): Promise<void> {
    await this.newsletters.delete(id);
  }

  @Post(':id/test')
  @HttpCode(HttpStatus.ACCEPTED)
  @OwnerOnly()
  @ApiOperation({ summary: 'Queues one test copy, its subject prefixed "[Test] ", to `to` or OWNER_EMAIL', description: 'Any status. The copy carries no List-Unsubscribe headers (the address is no subscriber).' })
  @IdParam()
  @ApiAcceptedResponse({ type: TestNewsletterResponse })
  @Invalid('`to` is not one email address, or neither `to` nor OWNER_EMAIL is set ("Set OWNER_EMAIL or give an address to send the test to.")')
  @Unknown()
  async test(@Param('id', newsletterId) id: number, @Body() body: TestNewsletterRequest): Promise<TestNewsletterResponse> {
    return Object.assign(new TestNewsletterResponse(), await this.sendTest.execute(id, body.to));
  }

  @Post(':id/send')
  @HttpCode(HttpStatus.ACCEPTED)
  @OwnerOnly()
  @ApiOperation({
    summary: 'Sends it to every active subscriber, now or at `at`',
    description:
      'status `sending` (or `scheduled` for a future `at`). One message per active subscriber is queued by a background job, paced at MAIL_RATE_PER_SECOND; each subscriber gets it once. ' +
      'A scheduled newsletter may still be edited, deleted or sent again (now, or at another time).',
  })
  @IdParam()
  @ApiAcceptedResponse({ type: NewsletterResponse })
  @Invalid('`at` is not a date-time, or more than a minute in the past')
  @Unknown()
  @AlreadySending()
  @ApiServiceUnavailableResponse({ type: ProblemDetailsResponse, description: 'The job queue (Redis) is down: nothing was changed; try again.' })
  async send(@Param('id', newsletterId) id: number, @Body() body: SendNewsletterRequest): Promise<NewsletterResponse> {
    return NewsletterResponse.from(await this.sendNewsletter.execute(id, body.at === undefined ? undefined : new Date(body.at)));
  }
}
