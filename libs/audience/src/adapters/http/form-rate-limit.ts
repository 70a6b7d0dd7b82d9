import type { Request, Response } from 'express';
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { DomainError } from '@harmony/platform/domain';
import { PROBLEM_CONTENT_TYPE, toProblemDetails } from '@harmony/platform';

export class TooManySubmissions extends DomainError {
  readonly code = 'too-many-submissions';
  readonly kind = 'rate-limited' as const;

  constructor() {
    super('Too many submissions from your network. Please wait a few minutes and try again.');
  }
}

/**
 * Per client IP, per form: a person never sends a form this often, a script does. Express middleware
 * (express-rate-limit) rather than @nestjs/throttler, whose CommonJS build cannot load ESM-only Nest 12
 * under Jest. The answer is the platform's problem+json, like every other error.
 */
export function formRateLimit(options: { limit: number; windowSeconds: number }): RateLimitRequestHandler {
  return rateLimit({
    windowMs: options.windowSeconds * 1000,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (request: Request, response: Response) => {
      const problem = toProblemDetails(new TooManySubmissions(), request.originalUrl);
      response.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
    },
  });
}
