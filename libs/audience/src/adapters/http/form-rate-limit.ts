import type { RateLimitRequestHandler } from 'express-rate-limit';
import { problemRateLimit } from '@harmony/platform';
import { DomainError } from '@harmony/platform/domain';

export class TooManySubmissions extends DomainError {
  readonly code = 'too-many-submissions';
  readonly kind = 'rate-limited' as const;

  constructor() {
    super('Too many submissions from your network. Please wait a few minutes and try again.');
  }
}

/** Per client IP, per form: a person never sends a form this often, a script does. */
export function formRateLimit(options: { limit: number; windowSeconds: number }): RateLimitRequestHandler {
  return problemRateLimit({ ...options, refusal: () => new TooManySubmissions() });
}
