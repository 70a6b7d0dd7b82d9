import type { RateLimitRequestHandler } from 'express-rate-limit';
import { problemRateLimit, type RateLimitStores } from '@harmony/platform';

/**
 * `limit` failed sign-ins per client IP per window (by default 10 in 15 minutes: identity.config.ts),
 * then 429 until the window passes; a sign-in that works costs nothing. One count for every API process.
 */
export function loginRateLimit(options: { limit: number; windowSeconds: number }, stores: RateLimitStores): RateLimitRequestHandler {
  return problemRateLimit({
    ...options,
    countFailuresOnly: true,
    store: stores.storeFor('login'),
    refusal: { code: 'too-many-sign-in-attempts', message: 'Too many failed sign-ins from your network. Please wait a few minutes and try again.' },
  });
}
