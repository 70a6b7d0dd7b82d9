/** Addresses are compared trimmed and lower-cased, so "Ann@Example.com " subscribes once. */
export const normaliseEmail = (raw: string): string => raw.trim().toLowerCase();

// Pragmatic, not all of RFC 5322: a dot-atom local part (RFC 5322 atext, letters of any script as
// RFC 6531 allows, so o'brien+news@ and zoë@ pass), then two or more domain labels, within the SMTP
// length limit. Quoted local parts and address literals are left out: no person types them, and what
// they allow (<, >, spaces, quotes) is what a script or markup injection needs.
const ATEXT = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}\\p{N}])?';
const EMAIL = new RegExp(`^${ATEXT}+(?:\\.${ATEXT}+)*@${LABEL}(?:\\.${LABEL})+$`, 'u');

export const isValidEmail = (email: string): boolean => email.length <= 254 && EMAIL.test(email);

/** The SPEC's wording for a bad address (workshop form); the newsletter and contact forms share it. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
