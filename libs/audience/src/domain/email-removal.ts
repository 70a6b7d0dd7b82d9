import { DomainError, FieldChecks } from '@harmony/platform/domain';
import { INVALID_EMAIL_MESSAGE, isValidEmail, normaliseEmail } from './email.js';

/** The code of the InvalidInput an address the owner asks to remove throws when it is no address. */
export const INVALID_EMAIL_ADDRESS = 'invalid-email-address';

/**
 * The address whose records the owner removes (the Privacy Policy's "having your data removed"),
 * normalised as the forms normalise it, so it names the same rows they kept.
 */
export function emailToRemove(raw: string): string {
  const email = normaliseEmail(raw);
  new FieldChecks(INVALID_EMAIL_ADDRESS).require(email.length > 0, 'email', 'Email is required').require(isValidEmail(email), 'email', INVALID_EMAIL_MESSAGE).throwIfAny();
  return email;
}

/** What removing an address deleted, per list: the owner's answer to the person who asked. */
export interface RemovedRecords {
  readonly email: string;
  readonly newsletterSubscriptions: number;
  readonly workshopRegistrations: number;
  readonly contactMessages: number;
}

/** None of the three lists holds anything under the address: nothing was removed. */
export class NothingKeptForEmail extends DomainError {
  readonly code = 'nothing-kept-for-email';
  readonly kind = 'not-found' as const;

  constructor(readonly email: string) {
    super(`Nothing is kept under ${email}: no newsletter subscription, workshop registration or contact message.`);
  }
}
