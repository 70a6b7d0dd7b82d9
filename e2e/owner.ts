/** The back office password the journeys' server starts with (a test value, not a secret). */
export const ownerPassword = 'e2e-owner-password';

/**
 * The links the journeys' server is given, as an owner sets them (README "Configuration"): one listening
 * platform and one social profile, the others unset, so the journeys see both sides of "shown only when set".
 */
export const ownerLinks = {
  SITE_SPOTIFY_URL: 'https://open.spotify.com/show/harmony-e2e',
  SITE_INSTAGRAM_URL: 'https://www.instagram.com/harmony-e2e',
} as const;
