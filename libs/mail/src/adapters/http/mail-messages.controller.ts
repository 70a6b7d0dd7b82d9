import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { OwnerOnly, ProblemDetailsResponse, WholeNumberParam } from '@harmony/platform';
import { ListMailKinds, ListMailMessages, ResendMail, ShowMailMessage } from '../../application/index.js';
import { MailKindsResponse, MailMessageDetailResponse, MailMessageItemResponse, MailMessageListQuery, MailMessagePageResponse } from './mail-message.dtos.js';

const messageIdParam = ApiParam({ name: 'id', type: Number, example: 42, description: "The message's id, from the list." });
const badId = ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'The id is not a whole number (code invalid-request).' });
const notFound = ApiNotFoundResponse({ type: ProblemDetailsResponse, description: 'No message has this id (code mail-message-not-found).' });

/**
 * The owner's Email screen (/admin/email, issue 25 item 8): every message the site sends, what it said,
 * and a resend for the failed ones. Not @Public(): the session guard closes it.
 */
@ApiTags('mail')
@Controller('admin/mail-messages')
export class MailMessagesController {
  constructor(
    private readonly list: ListMailMessages,
    private readonly show: ShowMailMessage,
    private readonly resendMail: ResendMail,
    private readonly listKinds: ListMailKinds,
  ) {}

  @Get()
  @OwnerOnly()
  @ApiOperation({
    summary: 'Every message the site sends, newest first, a page at a time',
    description: 'Filtered by status, kind and a search in the recipient address or subject; `total` counts what the filters find.',
  })
  @ApiOkResponse({ type: MailMessagePageResponse })
  @ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'status, kind, q, page or pageSize out of range (code invalid-request), one message per field in `errors`.' })
  async messages(@Query() query: MailMessageListQuery): Promise<MailMessagePageResponse> {
    return MailMessagePageResponse.from(await this.list.execute(MailMessageListQuery.filterOf(query), MailMessageListQuery.toRequest(query)));
  }

  // Before ':id', which would take "kinds" for an id.
  @Get('kinds')
  @OwnerOnly()
  @ApiOperation({ summary: 'Every kind of message the site has sent, each once, sorted: the Email screen\'s Kind filter' })
  @ApiOkResponse({ type: MailKindsResponse })
  async kinds(): Promise<MailKindsResponse> {
    return { kinds: await this.listKinds.execute() };
  }

  @Get(':id')
  @OwnerOnly()
  @ApiOperation({ summary: 'One message as it was sent: its HTML and plain text, and its headers' })
  @messageIdParam
  @ApiOkResponse({ type: MailMessageDetailResponse })
  @badId
  @notFound
  async message(@Param('id', new WholeNumberParam('message id')) id: number): Promise<MailMessageDetailResponse> {
    return MailMessageDetailResponse.from(await this.show.execute(id));
  }

  @Post(':id/resend')
  @OwnerOnly()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Send a failed message once more',
    description:
      'The message goes back to `queued` and one job sends it again, with the same Message-ID. A failed send may have been interrupted after the server accepted it ' +
      '(its answer says so), which is why it is never resent automatically: resending is the owner\'s choice, and a copy that did arrive is the same message to the mailbox. ' +
      'Read the message again to see it sent, failed or bounced.',
  })
  @messageIdParam
  @ApiAcceptedResponse({ type: MailMessageItemResponse, description: 'Queued to be sent once more.' })
  @badId
  @notFound
  @ApiConflictResponse({ type: ProblemDetailsResponse, description: 'The message is not failed: queued, sending, sent or bounced (code mail-message-not-failed).' })
  async resend(@Param('id', new WholeNumberParam('message id')) id: number): Promise<MailMessageItemResponse> {
    return MailMessageItemResponse.from(await this.resendMail.execute(id));
  }
}
