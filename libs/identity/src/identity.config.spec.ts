import { ConfigError } from '@harmony/platform';
import { identityConfig } from './identity.config.js';

describe('identityConfig', () => {
  it('takes the owner password when set, generates none in production, and limits failed sign-ins to 10 per 15 minutes', () => {
    expect(identityConfig.load({})).toEqual({ adminPassword: null, secureCookies: false, loginRateLimit: { limit: 10, windowSeconds: 900 }, publicOrigin: null });
    expect(identityConfig.load({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a long owner password' })).toMatchObject({ adminPassword: 'a long owner password' });
  });

  it('makes the session cookie Secure where the public address is https, not on plain HTTP, whatever NODE_ENV', () => {
    expect(identityConfig.load({ NODE_ENV: 'production', PUBLIC_URL: 'https://podcast.example' }).secureCookies).toBe(true);
    expect(identityConfig.load({ NODE_ENV: 'development', PUBLIC_URL: 'https://podcast.example' }).secureCookies).toBe(true);
    expect(identityConfig.load({ NODE_ENV: 'production', PUBLIC_URL: 'http://192.168.1.20:3000' }).secureCookies).toBe(false);
    expect(identityConfig.load({ NODE_ENV: 'production' }).secureCookies).toBe(false);
  });

  it('stops the deployed topology (production on its own database) without ADMIN_PASSWORD, naming it', () => {
    const deployed = { NODE_ENV: 'production', DATABASE_URL: 'postgres://harmony@db:5432/harmony' };
    expect(() => identityConfig.load(deployed)).toThrow(ConfigError);
    expect(() => identityConfig.load({ ...deployed, ADMIN_PASSWORD: '' })).toThrow(/^Invalid environment variable ADMIN_PASSWORD: missing/);
  });

  it('lets the embedded mode start in production without one (`npm start`: a password is generated and printed once)', () => {
    expect(identityConfig.load({ NODE_ENV: 'production' })).toEqual({ adminPassword: null, secureCookies: false, loginRateLimit: { limit: 10, windowSeconds: 900 }, publicOrigin: null });
    expect(identityConfig.load({ NODE_ENV: 'production', DATABASE_URL: '' }).adminPassword).toBeNull();
  });

  it("reads PUBLIC_URL's origin, which back-office changes may be sent from", () => {
    expect(identityConfig.load({ PUBLIC_URL: 'https://podcast.example/base/' }).publicOrigin).toBe('https://podcast.example');
    expect(identityConfig.load({ PUBLIC_URL: 'http://192.168.1.20:3000' }).publicOrigin).toBe('http://192.168.1.20:3000');
  });

  it('refuses a password shorter than 12 characters, naming the variable', () => {
    expect(() => identityConfig.load({ ADMIN_PASSWORD: 'short' })).toThrow(/^Invalid environment variable ADMIN_PASSWORD: expected at least 12 characters$/);
    // The value goes nowhere near a log.
    expect(() => identityConfig.load({ ADMIN_PASSWORD: 'short' })).not.toThrow(/short/);
  });
});
