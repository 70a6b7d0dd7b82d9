import { ConfigError } from '@harmony/platform';
import { analyticsConfig } from './analytics.config.js';

describe('analyticsConfig', () => {
  it('counts days in UTC, 600 page views a minute per client and logs audio requests unless told otherwise', () => {
    expect(analyticsConfig.load({})).toEqual({ timeZone: 'UTC', rateLimit: { limit: 600, windowSeconds: 60 }, downloadLogging: true });
    expect(analyticsConfig.load({ ANALYTICS_TIME_ZONE: 'Australia/Sydney', PAGE_VIEW_RATE_LIMIT: '5', PAGE_VIEW_RATE_WINDOW_SECONDS: '10', DOWNLOAD_LOGGING: 'false' })).toEqual({
      timeZone: 'Australia/Sydney',
      rateLimit: { limit: 5, windowSeconds: 10 },
      downloadLogging: false,
    });
  });

  it.each([
    ['ANALYTICS_TIME_ZONE', 'Mars/Olympus_Mons'],
    ['PAGE_VIEW_RATE_LIMIT', '0'],
    ['DOWNLOAD_LOGGING', 'no'],
  ])('refuses a malformed %s, naming it', (variable, value) => {
    expect(() => analyticsConfig.load({ [variable]: value })).toThrow(ConfigError);
    expect(() => analyticsConfig.load({ [variable]: value })).toThrow(new RegExp(`^Invalid environment variable ${variable}: .*\\(got "${value}"\\)`));
  });

  it('names the variables it reads: the same names deployments set when they were the audience context’s', () => {
    expect(analyticsConfig.variables).toEqual(['ANALYTICS_TIME_ZONE', 'PAGE_VIEW_RATE_LIMIT', 'PAGE_VIEW_RATE_WINDOW_SECONDS', 'DOWNLOAD_LOGGING']);
  });
});
