import type { RateLimitRequestHandler } from 'express-rate-limit';
import { problemRateLimit } from '@harmony/platform';

/** Per client IP: generous for a household or an office behind one address, a wall for a script filling the disk. */
export function pageViewRateLimit(options: { limit: number; windowSeconds: number }): RateLimitRequestHandler {
  return problemRateLimit({ ...options, refusal: { code: 'too-many-page-views', message: 'Too many page views from your network. Please wait a minute.' } });
}
