import { configSlice, positiveWholeNumber } from '@harmony/platform';

export interface AudienceConfig {
  /** Per client IP and per public form (newsletter, workshop, contact): how many submissions a window allows. */
  readonly formRateLimit: { readonly limit: number; readonly windowSeconds: number };
}

/** The audience context's environment variables (README "Environment"); the page-view and download ones are analytics'. */
export const audienceConfig = configSlice(
  {
    FORM_RATE_LIMIT: positiveWholeNumber('submissions').default(10),
    FORM_RATE_WINDOW_SECONDS: positiveWholeNumber('seconds').default(900),
  },
  (env): AudienceConfig => ({
    formRateLimit: { limit: env.FORM_RATE_LIMIT, windowSeconds: env.FORM_RATE_WINDOW_SECONDS },
  }),
);
