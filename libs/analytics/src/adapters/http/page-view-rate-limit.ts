import type { RateLimitRequestHandler } from 'express-rate-limit';
import { problemRateLimit, type ProblemRateLimitOptions, type RateLimitStores } from '@harmony/platform';

/**
 * Per client IP: generous for a household or an office behind one address, a wall for a script filling the disk.
 * The Nest route's limiter and the fast path's each take these (each its own store: express-rate-limit refuses one
 * store in two limiters; with Redis both count in the same keys).
 */
export const pageViewRateLimitOptions = (options: { limit: number; windowSeconds: number }, stores: RateLimitStores): ProblemRateLimitOptions => ({
  ...options,
  store: stores.storeFor('page-view'),
  refusal: { code: 'too-many-page-views', message: 'Too many page views from your network. Please wait a minute.' },
});

export function pageViewRateLimit(options: { limit: number; windowSeconds: number }, stores: RateLimitStores): RateLimitRequestHandler {
  return problemRateLimit(pageViewRateLimitOptions(options, stores));
}
