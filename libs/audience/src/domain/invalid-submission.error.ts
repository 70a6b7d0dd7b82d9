/** The code of the InvalidInput a public form's submission that breaks its rules throws. */
export const INVALID_SUBMISSION = 'invalid-submission';
