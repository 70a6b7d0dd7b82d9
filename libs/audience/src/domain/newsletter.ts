import { FieldChecks } from '@harmony/platform/domain';
import { INVALID_EMAIL_MESSAGE, isValidEmail, normaliseEmail } from './email.js';
import { INVALID_SUBMISSION } from './invalid-submission.error.js';

export interface NewsletterSignup {
  readonly email: string;
  readonly tags: readonly string[];
}

export const MAX_TAGS = 10;
const TAG = /^[a-z0-9][a-z0-9_-]{0,49}$/;

/** Validates a signup: a valid address, normalised; tags lower-case words, de-duplicated. */
export function newsletterSignup(input: { email: string; tags?: readonly string[] }): NewsletterSignup {
  const email = normaliseEmail(input.email);
  const tags = [...new Set((input.tags ?? []).map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
  new FieldChecks(INVALID_SUBMISSION)
    .require(email.length > 0, 'email', 'Email is required')
    .require(isValidEmail(email), 'email', INVALID_EMAIL_MESSAGE)
    .require(tags.length <= MAX_TAGS, 'tags', `Use at most ${MAX_TAGS} tags`)
    .require(tags.every((tag) => TAG.test(tag)), 'tags', 'Tags are short words of letters, digits, "-" or "_"')
    .throwIfAny();
  return { email, tags };
}
