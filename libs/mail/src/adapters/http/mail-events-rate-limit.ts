import type { RateLimitRequestHandler } from 'express-rate-limit';
import { problemRateLimit, type RateLimitStores } from '@harmony/platform';

/**
 * `limit` refused events per client IP per window (by default 20 in 15 minutes: MAIL_EVENTS_RATE_*), then 429
 * until the window passes. Only refusals count (like sign-ins): a provider reporting a broadcast's thousand
 * bounces in a minute is never slowed, while whoever guesses at MAIL_EVENTS_SECRET soon is.
 */
export function mailEventsRateLimit(options: { limit: number; windowSeconds: number }, stores: RateLimitStores): RateLimitRequestHandler {
  return problemRateLimit({
    ...options,
    countFailuresOnly: true,
    store: stores.storeFor('mail-events'),
    refusal: { code: 'too-many-refused-mail-events', message: 'Too many refused mail events from your network. Please wait a few minutes and try again.' },
  });
}
