import { ConfigError } from '@harmony/platform';
import { identityConfig } from './identity.config.js';

describe('identityConfig', () => {
  it('takes the owner password when set, generates none in production, and limits failed sign-ins to 10 per 15 minutes', () => {
    expect(identityConfig.load({})).toEqual({ adminPassword: null, secureCookies: false, loginRateLimit: { limit: 10, windowSeconds: 900 } });
    expect(identityConfig.load({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a long owner password' })).toMatchObject({ adminPassword: 'a long owner password', secureCookies: true });
  });

  it('stops production without ADMIN_PASSWORD, naming it', () => {
    expect(() => identityConfig.load({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => identityConfig.load({ NODE_ENV: 'production', ADMIN_PASSWORD: '' })).toThrow(/^Invalid environment variable ADMIN_PASSWORD: missing/);
  });

  it('refuses a password shorter than 12 characters, naming the variable', () => {
    expect(() => identityConfig.load({ ADMIN_PASSWORD: 'short' })).toThrow(/^Invalid environment variable ADMIN_PASSWORD: expected at least 12 characters$/);
    // The value goes nowhere near a log.
    expect(() => identityConfig.load({ ADMIN_PASSWORD: 'short' })).not.toThrow(/short/);
  });
});
