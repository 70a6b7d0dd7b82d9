import type { RateLimitRequestHandler } from 'express-rate-limit';
import { problemRateLimit, type RateLimitStores } from '@harmony/platform';

/** Per client IP: generous for a household or an office behind one address, a wall for a script filling the disk. */
export function pageViewRateLimit(options: { limit: number; windowSeconds: number }, stores: RateLimitStores): RateLimitRequestHandler {
  return problemRateLimit({ ...options, store: stores.storeFor('page-view'), refusal: { code: 'too-many-page-views', message: 'Too many page views from your network. Please wait a minute.' } });
}
