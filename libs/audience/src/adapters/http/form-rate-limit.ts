import type { RateLimitRequestHandler } from 'express-rate-limit';
import { problemRateLimit } from '@harmony/platform';

/** Per client IP, per form: a person never sends a form this often, a script does. */
export function formRateLimit(options: { limit: number; windowSeconds: number }): RateLimitRequestHandler {
  return problemRateLimit({ ...options, refusal: { code: 'too-many-submissions', message: 'Too many submissions from your network. Please wait a few minutes and try again.' } });
}
