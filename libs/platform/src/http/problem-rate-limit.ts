import type { Request, Response } from 'express';
import { rateLimit, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import { DomainError } from '../domain/domain-error.js';
import { PROBLEM_CONTENT_TYPE } from './problem-details.js';
import { toProblemDetails } from './problem-details.filter.js';

export interface ProblemRateLimitOptions {
  /** Requests allowed per client IP per window. */
  readonly limit: number;
  readonly windowSeconds: number;
  /** Count only the requests that fail (status ≥ 400): a sign-in that works costs nothing. */
  readonly countFailuresOnly?: boolean;
  /** What a refused request is told: a 429 problem+json with this stable code and message. */
  readonly refusal: { readonly code: string; readonly message: string };
  /** Where the counts live (RateLimitStores.storeFor): shared by every API process with Redis, else this process's memory. */
  readonly store: Store;
}

/** A request over its rate limit (429): the code and message say which limit, in the route's own words. */
export class RateLimited extends DomainError {
  readonly kind = 'rate-limited' as const;

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A per-client-IP rate limit answered with the platform's problem+json, like every other error.
 * Express middleware (express-rate-limit) rather than @nestjs/throttler, whose CommonJS build cannot
 * load ESM-only Nest 12 under Jest.
 */
export function problemRateLimit({ limit, windowSeconds, countFailuresOnly = false, refusal, store }: ProblemRateLimitOptions): RateLimitRequestHandler {
  return rateLimit({
    windowMs: windowSeconds * 1000,
    limit,
    skipSuccessfulRequests: countFailuresOnly,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store,
    handler: (request: Request, response: Response) => {
      const problem = toProblemDetails(new RateLimited(refusal.code, refusal.message), request.originalUrl);
      response.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
    },
  });
}
