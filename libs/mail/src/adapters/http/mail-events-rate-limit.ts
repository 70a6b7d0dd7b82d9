import type { RateLimitRequestHandler } from 'express-rate-limit';
import { problemRateLimit, type RateLimitStores } from '@harmony/platform';

/**
 * Refused events per client IP: 20 in 15 minutes, then 429 until the window passes. Only refusals count
 * (like sign-ins): a provider reporting a broadcast's thousand bounces in a minute is never slowed, while
 * whoever guesses at MAIL_EVENTS_SECRET soon is.
 */
export const MAIL_EVENTS_REFUSALS = { limit: 20, windowSeconds: 900 } as const;

export function mailEventsRateLimit(stores: RateLimitStores): RateLimitRequestHandler {
  return problemRateLimit({
    ...MAIL_EVENTS_REFUSALS,
    countFailuresOnly: true,
    store: stores.storeFor('mail-events'),
    refusal: { code: 'too-many-refused-mail-events', message: 'Too many refused mail events from your network. Please wait a few minutes and try again.' },
  });
}
