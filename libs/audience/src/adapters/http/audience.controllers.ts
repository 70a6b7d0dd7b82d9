import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ProblemDetailsResponse } from '@harmony/platform';
import { RegisterWorkshopInterest, SendContactMessage, SubscribeToNewsletter } from '../../application/index.js';
import { ContactMessageRequest, isBotSubmission, NewsletterSignupRequest, SubmissionAccepted, WorkshopInterestRequest } from './form-dtos.js';

const accepted = (message: string): SubmissionAccepted => ({ message });

/** The public forms' common answers: field errors, per-IP rate limit, body size limit. */
const PublicForm =
  () =>
  (target: object, key: string | symbol, descriptor: PropertyDescriptor): void => {
    ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'Invalid fields (code invalid-submission), one message per field in `errors`.' })(target, key, descriptor);
    ApiTooManyRequestsResponse({ type: ProblemDetailsResponse, description: 'Too many submissions from this address; try again later.' })(target, key, descriptor);
    ApiPayloadTooLargeResponse({ type: ProblemDetailsResponse, description: 'The request body is larger than a form can send.' })(target, key, descriptor);
  };

@ApiTags('audience')
@Controller()
export class AudienceController {
  constructor(
    private readonly subscribeToNewsletter: SubscribeToNewsletter,
    private readonly registerWorkshopInterest: RegisterWorkshopInterest,
    private readonly sendContactMessage: SendContactMessage,
  ) {}

  @Post('newsletter/subscribe')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Subscribe an address to the newsletter (the same answer whether or not it was already subscribed)' })
  @ApiOkResponse({ type: SubmissionAccepted })
  @PublicForm()
  async subscribe(@Body() form: NewsletterSignupRequest): Promise<SubmissionAccepted> {
    if (!isBotSubmission(form)) await this.subscribeToNewsletter.execute({ email: form.email ?? '', tags: form.tags });
    return accepted("You're subscribed. Check your inbox for your welcome email!");
  }

  @Post('workshop/interest')
  @ApiOperation({ summary: 'Register interest in the full-day workshop' })
  @ApiCreatedResponse({ type: SubmissionAccepted })
  @PublicForm()
  async workshopInterest(@Body() form: WorkshopInterestRequest): Promise<SubmissionAccepted> {
    if (!isBotSubmission(form)) {
      await this.registerWorkshopInterest.execute({
        firstName: form.firstName ?? '',
        lastName: form.lastName ?? '',
        email: form.email ?? '',
        phone: form.phone,
        partnerName: form.partnerName,
        interests: form.interests ?? '',
        newsletter: form.newsletter,
      });
    }
    return accepted("We'll notify you when workshop registration opens.");
  }

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
