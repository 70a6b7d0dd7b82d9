import type { SocialAccount, SocialAccountsResponse, SocialPlatformOption } from './social-accounts-api.js';

/** A connected Mastodon account as the screen reads it, unless `overrides` say otherwise. */
export const aSocialAccount = (overrides: Partial<SocialAccount> = {}): SocialAccount => ({
  id: 1,
  platform: 'mastodon',
  displayName: '@harmony@mastodon.social',
  profileUrl: 'https://mastodon.social/@harmony',
  maxCharacters: 500,
  state: 'connected',
  expiresAt: null,
  expiresInDays: null,
  lastError: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

/** The networks as the API offers them on a server with no OAuth app set up (CONTRACT-26's sentences). */
export const platformOptions: SocialPlatformOption[] = [
  { platform: 'mastodon', name: 'Mastodon', connect: 'form', available: true, setup: null },
  { platform: 'bluesky', name: 'Bluesky', connect: 'form', available: true, setup: null },
  { platform: 'webhook', name: 'Webhook', connect: 'form', available: true, setup: null },
  { platform: 'twitter', name: 'X', connect: 'oauth', available: false, setup: 'To connect X, register an app at developer.x.com and set X_CLIENT_ID and X_CLIENT_SECRET.' },
  { platform: 'linkedin', name: 'LinkedIn', connect: 'oauth', available: false, setup: 'To connect LinkedIn, register an app at linkedin.com/developers and set LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET.' },
  { platform: 'facebook', name: 'Facebook Page', connect: 'oauth', available: false, setup: 'To connect Facebook Page, register an app at developers.facebook.com and set META_APP_ID and META_APP_SECRET.' },
  { platform: 'instagram', name: 'Instagram', connect: 'oauth', available: false, setup: 'To connect Instagram, register an app at developers.facebook.com and set META_APP_ID and META_APP_SECRET.' },
];

/** The same networks with the X app set up. */
export const withXConfigured = (): SocialPlatformOption[] => platformOptions.map((option) => (option.platform === 'twitter' ? { ...option, available: true, setup: null } : option));

export const accountsResponse = (accounts: SocialAccount[], platforms: SocialPlatformOption[] = platformOptions): SocialAccountsResponse => ({ accounts, platforms });
