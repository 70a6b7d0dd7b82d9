/** Addresses are compared trimmed and lower-cased, so "Ann@Example.com " subscribes once. */
export const normaliseEmail = (raw: string): string => raw.trim().toLowerCase();

// Pragmatic, not RFC 5322: one @, no spaces, a dot in the domain, within the SMTP length limit.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isValidEmail = (email: string): boolean => email.length <= 254 && EMAIL.test(email);

/** The SPEC's wording for a bad address (workshop form); the newsletter and contact forms share it. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
