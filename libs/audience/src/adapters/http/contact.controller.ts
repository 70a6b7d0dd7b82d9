import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SendContactMessage } from '../../application/index.js';
import { ContactMessageRequest, isBotSubmission, SubmissionAccepted } from './form-dtos.js';
import { accepted, PublicForm } from './public-form.js';
import { Public } from '@harmony/platform';

@ApiTags('audience')
@Public()
@Controller()
export class ContactController {
  constructor(private readonly sendContactMessage: SendContactMessage) {}

  @Post('contact')
  @ApiOperation({ summary: 'Send a message to the hosts' })
  @ApiCreatedResponse({ type: SubmissionAccepted })
  @PublicForm()
  async contact(@Body() form: ContactMessageRequest): Promise<SubmissionAccepted> {
    if (!isBotSubmission(form)) {
      await this.sendContactMessage.execute({ name: form.name ?? '', email: form.email ?? '', subject: form.subject ?? '', message: form.message ?? '' });
    }
    return accepted('Thank you for your message. We will get back to you soon.');
  }
}
