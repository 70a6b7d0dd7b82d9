import { z } from 'zod';
import { configSlice, positiveWholeNumber } from '@harmony/platform';
import { DEFAULT_CONFIRMATION_VALID_DAYS, isValidEmail, normaliseEmail } from './domain/index.js';

export interface AudienceConfig {
  /** Per client IP and per public form (newsletter, workshop, contact): how many submissions a window allows. */
  readonly formRateLimit: { readonly limit: number; readonly windowSeconds: number };
  /** Where a new workshop registration or contact message is announced (OWNER_EMAIL); null: nobody is notified. */
  readonly ownerEmail: string | null;
  /** How long a day of the welcome sequence lasts (EMAIL_DAY_SECONDS): Day 3 goes out 3 of them after the confirmation. */
  readonly sequenceDayMs: number;
  /** How long a confirmation link works, and how long an unconfirmed address is kept (DEFAULT_CONFIRMATION_VALID_DAYS). */
  readonly confirmationValidDays: number;
}

/** Empty counts as unset (a compose file's `OWNER_EMAIL=`): no notifications. */
const isUnsetOrEmail = (value: string | undefined): boolean => value === undefined || value.trim() === '' || isValidEmail(normaliseEmail(value));

/** The audience context's environment variables (README "Environment"); the page-view and download ones are analytics'. */
export const audienceConfig = configSlice(
  {
    FORM_RATE_LIMIT: positiveWholeNumber('submissions').default(10),
    FORM_RATE_WINDOW_SECONDS: positiveWholeNumber('seconds').default(900),
    OWNER_EMAIL: z.string().optional().refine(isUnsetOrEmail, { message: 'expected one email address such as owner@example.com' }),
    EMAIL_DAY_SECONDS: positiveWholeNumber('seconds').default(86_400),
  },
  (env): AudienceConfig => ({
    formRateLimit: { limit: env.FORM_RATE_LIMIT, windowSeconds: env.FORM_RATE_WINDOW_SECONDS },
    ownerEmail: env.OWNER_EMAIL?.trim() ? normaliseEmail(env.OWNER_EMAIL) : null,
    sequenceDayMs: env.EMAIL_DAY_SECONDS * 1000,
    confirmationValidDays: DEFAULT_CONFIRMATION_VALID_DAYS,
  }),
);
