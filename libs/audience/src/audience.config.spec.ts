import { ConfigError } from '@harmony/platform';
import { audienceConfig } from './audience.config.js';

describe('audienceConfig', () => {
  it('allows 10 submissions per form and client every 15 minutes unless told otherwise', () => {
    expect(audienceConfig.load({}).formRateLimit).toEqual({ limit: 10, windowSeconds: 900 });
    expect(audienceConfig.load({ FORM_RATE_LIMIT: '3', FORM_RATE_WINDOW_SECONDS: '60' }).formRateLimit).toEqual({ limit: 3, windowSeconds: 60 });
  });

  it.each([
    ['FORM_RATE_LIMIT', 'many'],
    ['FORM_RATE_LIMIT', '0'],
    ['FORM_RATE_WINDOW_SECONDS', '1.5'],
    ['EMAIL_DAY_SECONDS', '0'],
    ['EMAIL_DAY_SECONDS', 'a day'],
  ])('refuses a malformed %s, naming it', (variable, value) => {
    expect(() => audienceConfig.load({ [variable]: value })).toThrow(ConfigError);
    expect(() => audienceConfig.load({ [variable]: value })).toThrow(new RegExp(`^Invalid environment variable ${variable}: .*\\(got "${value}"\\)`));
  });

  it('names the variables it reads', () => {
    expect(audienceConfig.variables).toEqual(['FORM_RATE_LIMIT', 'FORM_RATE_WINDOW_SECONDS', 'OWNER_EMAIL', 'EMAIL_DAY_SECONDS']);
  });

  it('makes a sequence day last a day unless EMAIL_DAY_SECONDS says otherwise, and confirmation links work 7 days', () => {
    expect(audienceConfig.load({}).sequenceDayMs).toBe(86_400_000);
    expect(audienceConfig.load({ EMAIL_DAY_SECONDS: '1' }).sequenceDayMs).toBe(1000);
    expect(audienceConfig.load({}).confirmationValidDays).toBe(7);
  });

  it('reads the owner\'s address for the forms\' notices (normalised), none when unset or empty', () => {
    expect(audienceConfig.load({ OWNER_EMAIL: ' Owner@Example.com ' }).ownerEmail).toBe('owner@example.com');
    expect(audienceConfig.load({}).ownerEmail).toBeNull();
    expect(audienceConfig.load({ OWNER_EMAIL: ' ' }).ownerEmail).toBeNull();
  });

  it.each(['owner', 'owner@example', 'Owner <owner@example.com>', 'a@example.com, b@example.com'])('refuses OWNER_EMAIL %j, naming it', (value) => {
    expect(() => audienceConfig.load({ OWNER_EMAIL: value })).toThrow(ConfigError);
    expect(() => audienceConfig.load({ OWNER_EMAIL: value })).toThrow(/^Invalid environment variable OWNER_EMAIL: expected one email address/);
  });
});
