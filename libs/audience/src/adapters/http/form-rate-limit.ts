import type { RateLimitRequestHandler } from 'express-rate-limit';
import { problemRateLimit, type RateLimitStores } from '@harmony/platform';

/**
 * Per client IP, per form (`form` names its count): a person never sends a form this often, a script does.
 * `countFailuresOnly` for the newsletter's signed links: a mail provider's one-click unsubscribes all come
 * from its few addresses and must never be refused, while guessing at tokens is.
 */
export function formRateLimit(options: { limit: number; windowSeconds: number }, stores: RateLimitStores, form: string, { countFailuresOnly = false } = {}): RateLimitRequestHandler {
  return problemRateLimit({ ...options, countFailuresOnly, store: stores.storeFor(`form:${form}`), refusal: { code: 'too-many-submissions', message: 'Too many submissions from your network. Please wait a few minutes and try again.' } });
}
