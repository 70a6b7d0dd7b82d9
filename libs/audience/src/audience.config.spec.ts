import { ConfigError } from '@harmony/platform';
import { audienceConfig } from './audience.config.js';

describe('audienceConfig', () => {
  it('allows 10 submissions per form and client every 15 minutes unless told otherwise', () => {
    expect(audienceConfig.load({}).formRateLimit).toEqual({ limit: 10, windowSeconds: 900 });
    expect(audienceConfig.load({ FORM_RATE_LIMIT: '3', FORM_RATE_WINDOW_SECONDS: '60' }).formRateLimit).toEqual({ limit: 3, windowSeconds: 60 });
  });

  it('counts days in UTC, 600 page views a minute per client and logs audio requests unless told otherwise', () => {
    expect(audienceConfig.load({}).analytics).toEqual({ timeZone: 'UTC', rateLimit: { limit: 600, windowSeconds: 60 }, downloadLogging: true });
    expect(
      audienceConfig.load({ ANALYTICS_TIME_ZONE: 'Australia/Sydney', PAGE_VIEW_RATE_LIMIT: '5', PAGE_VIEW_RATE_WINDOW_SECONDS: '10', DOWNLOAD_LOGGING: 'false' }).analytics,
    ).toEqual({
      timeZone: 'Australia/Sydney',
      rateLimit: { limit: 5, windowSeconds: 10 },
      downloadLogging: false,
    });
  });

  it.each([
    ['FORM_RATE_LIMIT', 'many'],
    ['FORM_RATE_LIMIT', '0'],
    ['FORM_RATE_WINDOW_SECONDS', '1.5'],
    ['ANALYTICS_TIME_ZONE', 'Mars/Olympus_Mons'],
    ['PAGE_VIEW_RATE_LIMIT', '0'],
    ['DOWNLOAD_LOGGING', 'no'],
  ])('refuses a malformed %s, naming it', (variable, value) => {
    expect(() => audienceConfig.load({ [variable]: value })).toThrow(ConfigError);
    expect(() => audienceConfig.load({ [variable]: value })).toThrow(new RegExp(`^Invalid environment variable ${variable}: .*\\(got "${value}"\\)`));
  });

  it('names the variables it reads', () => {
    expect(audienceConfig.variables).toEqual(['FORM_RATE_LIMIT', 'FORM_RATE_WINDOW_SECONDS', 'ANALYTICS_TIME_ZONE', 'PAGE_VIEW_RATE_LIMIT', 'PAGE_VIEW_RATE_WINDOW_SECONDS', 'DOWNLOAD_LOGGING']);
  });
});
