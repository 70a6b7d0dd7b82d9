import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import { clientAddress } from './client-address.js';
import { DomainError } from '../domain/domain-error.js';
import { answerProblem } from './problem-details.filter.js';

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
  /**
   * The client's address: Express's `request.ip` as clientAddress remembers it, unless told otherwise (a
   * request answered ahead of Express, fast-post.ts, which has no `request.ip`).
   */
  readonly clientOf?: (request: IncomingMessage) => string;
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
export function problemRateLimit({ limit, windowSeconds, countFailuresOnly = false, refusal, store, clientOf = (request) => clientAddress(request as Request) }: ProblemRateLimitOptions): RateLimitRequestHandler {
  return rateLimit({
    windowMs: windowSeconds * 1000,
    limit,
    skipSuccessfulRequests: countFailuresOnly,
    // RateLimit-Policy and RateLimit (limit, remaining, reset). Draft 8 adds a SHA-256 of the client's key to
    // every answer and sets its headers with Express's `append`, which a request answered ahead of Express lacks.
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store,
    // An IPv6 client is counted by its /56, as express-rate-limit's own key does: one home's network, not each of its addresses.
    keyGenerator: (request: IncomingMessage) => ipKeyGenerator(clientOf(request)),
    // Only Node's own request and response members: the same limit serves a request answered ahead of Express.
    handler: (request: IncomingMessage, response: ServerResponse) =>
      answerProblem(new RateLimited(refusal.code, refusal.message), (request as Partial<Request>).originalUrl ?? request.url, response),
  });
}
