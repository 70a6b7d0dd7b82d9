import { ApiBadRequestResponse, ApiPayloadTooLargeResponse, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ProblemDetailsResponse } from '@harmony/platform';
import type { SubmissionAccepted } from './form-dtos.js';

export const accepted = (message: string): SubmissionAccepted => ({ message });

/** The public forms' common answers: field errors, per-IP rate limit, body size limit. */
export const PublicForm =
  () =>
  (target: object, key: string | symbol, descriptor: PropertyDescriptor): void => {
    ApiBadRequestResponse({ type: ProblemDetailsResponse, description: 'Invalid fields (code invalid-submission), one message per field in `errors`.' })(target, key, descriptor);
    ApiTooManyRequestsResponse({ type: ProblemDetailsResponse, description: 'Too many submissions from this address; try again later.' })(target, key, descriptor);
    ApiPayloadTooLargeResponse({ type: ProblemDetailsResponse, description: 'The request body is larger than a form can send.' })(target, key, descriptor);
  };
