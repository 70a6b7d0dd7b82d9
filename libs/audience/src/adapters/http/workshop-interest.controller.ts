import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RegisterWorkshopInterest } from '../../application/index.js';
import { isBotSubmission, SubmissionAccepted, WorkshopInterestRequest } from './form-dtos.js';
import { accepted, PublicForm } from './public-form.js';
import { Public } from '@harmony/platform';

@ApiTags('audience')
@Public()
@Controller()
export class WorkshopInterestController {
  constructor(private readonly registerWorkshopInterest: RegisterWorkshopInterest) {}

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
}
