/** The back office password the journeys' server starts with (a test value, not a secret). */
export const ownerPassword = 'e2e-owner-password';
