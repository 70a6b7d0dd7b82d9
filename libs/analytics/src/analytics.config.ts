import { z } from 'zod';
import { configSlice, positiveWholeNumber } from '@harmony/platform';
import { isKnownTimeZone } from './domain/index.js';

export interface AnalyticsConfig {
  /** Where the owner's days begin and end: the dashboard's days and the daily visitor salts follow it. */
  readonly timeZone: string;
  /** Per client IP: how many page views a window counts (generous: a flood must not fill the disk). */
  readonly rateLimit: { readonly limit: number; readonly windowSeconds: number };
  /** Whether audio requests are logged for download counts (DOWNLOAD_LOGGING; off only to measure what logging costs). */
  readonly downloadLogging: boolean;
}

/**
 * The analytics context's environment variables (README "Environment"). Their names and defaults are a
 * contract with every deployment: they were the audience context's until analytics became its own.
 */
export const analyticsConfig = configSlice(
  {
    ANALYTICS_TIME_ZONE: z.string().refine(isKnownTimeZone, 'expected an IANA time zone such as UTC or Australia/Sydney').default('UTC'),
    PAGE_VIEW_RATE_LIMIT: positiveWholeNumber('page views').default(600),
    PAGE_VIEW_RATE_WINDOW_SECONDS: positiveWholeNumber('seconds').default(60),
    DOWNLOAD_LOGGING: z.enum(['true', 'false']).default('true'),
  },
  (env): AnalyticsConfig => ({
    timeZone: env.ANALYTICS_TIME_ZONE,
    rateLimit: { limit: env.PAGE_VIEW_RATE_LIMIT, windowSeconds: env.PAGE_VIEW_RATE_WINDOW_SECONDS },
    downloadLogging: env.DOWNLOAD_LOGGING === 'true',
  }),
);
