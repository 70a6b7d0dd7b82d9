import type { Request, Response } from 'express';
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { PROBLEM_CONTENT_TYPE, toProblemDetails } from '@harmony/platform';
import { DomainError } from '@harmony/platform/domain';

export class TooManySignInAttempts extends DomainError {
  readonly code = 'too-many-sign-in-attempts';
  readonly kind = 'rate-limited' as const;

  constructor() {
    super('Too many failed sign-ins from your network. Please wait a few minutes and try again.');
  }
}

/**
 * `limit` failed sign-ins per client IP per window (by default 10 in 15 minutes: identity.config.ts),
 * then 429 until the window passes; a sign-in that works costs nothing.
 */
export function loginRateLimit(options: { limit: number; windowSeconds: number }): RateLimitRequestHandler {
  return rateLimit({
    windowMs: options.windowSeconds * 1000,
    limit: options.limit,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (request: Request, response: Response) => {
      const problem = toProblemDetails(new TooManySignInAttempts(), request.originalUrl);
      response.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
    },
  });
}
