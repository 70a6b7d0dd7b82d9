import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SubscribeToNewsletter } from '../../application/index.js';
import { isBotSubmission, NewsletterSignupRequest, SubmissionAccepted } from './form-dtos.js';
import { accepted, PublicForm } from './public-form.js';
import { Public } from '@harmony/platform';

@ApiTags('audience')
@Public()
@Controller()
export class NewsletterController {
  constructor(private readonly subscribeToNewsletter: SubscribeToNewsletter) {}

  @Post('newsletter/subscribe')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Subscribe an address to the newsletter (the same answer whether or not it was already subscribed)' })
  @ApiOkResponse({ type: SubmissionAccepted })
  @PublicForm()
  async subscribe(@Body() form: NewsletterSignupRequest): Promise<SubmissionAccepted> {
    if (!isBotSubmission(form)) await this.subscribeToNewsletter.execute({ email: form.email ?? '', tags: form.tags });
    return accepted("You're subscribed. Check your inbox for your welcome email!");
  }
}
