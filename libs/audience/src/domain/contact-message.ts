import { FieldChecks } from '@harmony/platform/domain';
import { INVALID_EMAIL_MESSAGE, isValidEmail, normaliseEmail } from './email.js';
import { INVALID_SUBMISSION } from './invalid-submission.error.js';

export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

/** SPEC §3: every field of a contact message is required. */
export function contactMessage(input: ContactMessage): ContactMessage {
  const message = { name: input.name.trim(), email: normaliseEmail(input.email), subject: input.subject.trim(), message: input.message.trim() };
  new FieldChecks(INVALID_SUBMISSION)
    .require(message.name.length > 0, 'name', 'Name is required')
    .require(message.email.length > 0, 'email', 'Email is required')
    .require(isValidEmail(message.email), 'email', INVALID_EMAIL_MESSAGE)
    .require(message.subject.length > 0, 'subject', 'Subject is required')
    .require(message.message.length > 0, 'message', 'Message is required')
    .throwIfAny();
  return message;
}
