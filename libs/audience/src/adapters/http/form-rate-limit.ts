import type { RateLimitRequestHandler } from 'express-rate-limit';
import { problemRateLimit, type RateLimitStores } from '@harmony/platform';

/** Per client IP, per form (`form` names its count): a person never sends a form this often, a script does. */
export function formRateLimit(options: { limit: number; windowSeconds: number }, stores: RateLimitStores, form: string): RateLimitRequestHandler {
  return problemRateLimit({ ...options, store: stores.storeFor(`form:${form}`), refusal: { code: 'too-many-submissions', message: 'Too many submissions from your network. Please wait a few minutes and try again.' } });
}
