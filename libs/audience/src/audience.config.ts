import { z } from 'zod';
import { configSlice, positiveWholeNumber } from '@harmony/platform';
import { isKnownTimeZone } from './domain/index.js';

export interface AudienceConfig {
  /** Per client IP and per public form (newsletter, workshop, contact): how many submissions a window allows. */
  readonly formRateLimit: { readonly limit: number; readonly windowSeconds: number };
  readonly analytics: {
    /** Where the owner's days begin and end: the dashboard's days and the daily visitor salts follow it. */
    readonly timeZone: string;
    /** Per client IP: how many page views a window counts (generous: a flood must not fill the disk). */
    readonly rateLimit: { readonly limit: number; readonly windowSeconds: number };
    /** Whether audio requests are logged for download counts (DOWNLOAD_LOGGING; off only to measure what logging costs). */
    readonly downloadLogging: boolean;
  };
}

/** The audience context's environment variables (README "Environment"). */
export const audienceConfig = configSlice(
  {
    FORM_RATE_LIMIT: positiveWholeNumber('submissions').default(10),
    FORM_RATE_WINDOW_SECONDS: positiveWholeNumber('seconds').default(900),
    ANALYTICS_TIME_ZONE: z.string().refine(isKnownTimeZone, 'expected an IANA time zone such as UTC or Australia/Sydney').default('UTC'),
    PAGE_VIEW_RATE_LIMIT: positiveWholeNumber('page views').default(600),
    PAGE_VIEW_RATE_WINDOW_SECONDS: positiveWholeNumber('seconds').default(60),
    DOWNLOAD_LOGGING: z.enum(['true', 'false']).default('true'),
  },
  (env): AudienceConfig => ({
    formRateLimit: { limit: env.FORM_RATE_LIMIT, windowSeconds: env.FORM_RATE_WINDOW_SECONDS },
    analytics: { timeZone: env.ANALYTICS_TIME_ZONE, rateLimit: { limit: env.PAGE_VIEW_RATE_LIMIT, windowSeconds: env.PAGE_VIEW_RATE_WINDOW_SECONDS }, downloadLogging: env.DOWNLOAD_LOGGING === 'true' },
  }),
);
