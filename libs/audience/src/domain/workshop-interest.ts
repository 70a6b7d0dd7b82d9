import { FieldChecks } from '@harmony/platform/domain';
import { INVALID_EMAIL_MESSAGE, isValidEmail, normaliseEmail } from './email.js';
import { INVALID_SUBMISSION } from './invalid-submission.error.js';

export interface WorkshopInterestForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone?: string | null;
  readonly partnerName?: string | null;
  readonly interests: string;
  readonly newsletter?: boolean;
}

/** What is stored (SPEC §3 workshop_registrations): the form's "interests" is kept as its questions. */
export interface WorkshopRegistration {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly partnerName: string | null;
  readonly questions: string;
  readonly newsletter: boolean;
}

export const MIN_INTEREST_LENGTH = 10;

const optional = (value: string | null | undefined): string | null => value?.trim() || null;

/** SPEC §5's rules and messages, the same ones the workshop form shows. */
export function registerWorkshopInterest(form: WorkshopInterestForm): WorkshopRegistration {
  const registration = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: normaliseEmail(form.email),
    phone: optional(form.phone),
    partnerName: optional(form.partnerName),
    questions: form.interests.trim(),
    newsletter: form.newsletter ?? false,
  };
  new FieldChecks(INVALID_SUBMISSION)
    .require(registration.firstName.length > 0, 'firstName', 'First name is required')
    .require(registration.lastName.length > 0, 'lastName', 'Last name is required')
    .require(isValidEmail(registration.email), 'email', INVALID_EMAIL_MESSAGE)
    .require(registration.questions.length >= MIN_INTEREST_LENGTH, 'interests', 'Please tell us more about your interests (at least 10 characters)')
    .throwIfAny();
  return registration;
}
