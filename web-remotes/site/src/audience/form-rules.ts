import { z } from 'zod/mini';

// The client mirrors the server's rules (libs/audience domain) so people see the same message before
// and after a round trip; the server stays the authority and its field errors are shown the same way.
// zod/mini keeps these forms light: the newsletter band and contact form are on the home page's first view.

/** The server's address rule (libs/audience/src/domain/email.ts). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Messages exactly as SPEC §5 and the server word them. */
export const messages = Object.freeze({
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  interests: 'Please tell us more about your interests (at least 10 characters)',
  name: 'Name is required',
  subject: 'Subject is required',
  message: 'Message is required',
});

/** SPEC §5: workshop interests need at least 10 characters. */
export const minInterestLength = 10;

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
const email = (requiredMessage: string) => z.string().check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(254, messages.emailInvalid), z.regex(EMAIL, messages.emailInvalid));
const optional = () => z.string().check(z.trim());
/** Hidden from people; whatever a bot types goes to the server, which drops the submission. */
const honeypot = () => z.string();

export const newsletterSchema = z.object({ email: email(messages.emailRequired), website: honeypot() });

// SPEC §5 gives the workshop one email message, for an empty address too.
export const workshopInterestSchema = z.object({
  firstName: required(messages.firstName),
  lastName: required(messages.lastName),
  email: email(messages.emailInvalid),
  phone: optional(),
  partnerName: optional(),
  interests: z.string().check(z.trim(), z.minLength(minInterestLength, messages.interests)),
  newsletter: z.boolean(),
  website: honeypot(),
});

export const contactSchema = z.object({
  name: required(messages.name),
  email: email(messages.emailRequired),
  subject: required(messages.subject),
  message: required(messages.message),
  website: honeypot(),
});

export type NewsletterForm = z.infer<typeof newsletterSchema>;
export type WorkshopInterestForm = z.infer<typeof workshopInterestSchema>;
export type ContactForm = z.infer<typeof contactSchema>;
