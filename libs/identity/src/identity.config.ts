import { z } from 'zod';
import { ConfigError, configSlice, isHttpsUrl, positiveWholeNumber } from '@harmony/platform';

export interface IdentityConfig {
  /** The owner's password; null in embedded mode without one: a password is generated and printed once. */
  readonly adminPassword: string | null;
  /** Session cookies only over HTTPS: where the site's public address (PUBLIC_URL) is https. */
  readonly secureCookies: boolean;
  /** Failed sign-ins allowed per client IP per window, then 429 until it passes. */
  readonly loginRateLimit: { readonly limit: number; readonly windowSeconds: number };
  /** PUBLIC_URL's origin, which a back-office change may come from besides the host it is sent to; null without PUBLIC_URL. */
  readonly publicOrigin: string | null;
}

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The identity context's environment variables (README "Environment"). */
export const identityConfig = configSlice(
  {
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOGIN_RATE_LIMIT: positiveWholeNumber('failed sign-ins').default(10),
    LOGIN_RATE_WINDOW_SECONDS: positiveWholeNumber('seconds').default(900),
    ADMIN_PASSWORD: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(12, 'expected at least 12 characters').max(1024, 'expected at most 1024 characters').optional()),
    /** Only whether it is set: the deployed topology (the platform's slice reads the URL itself). */
    DATABASE_URL: z.string().optional(),
    /** Its scheme (a Secure cookie only over https) and its origin (owner changes come from it); the platform's slice validates the URL. */
    PUBLIC_URL: z.string().optional(),
  },
  (env): IdentityConfig => {
    // The deployed topology (its own database) never starts with a password nobody chose. The embedded mode
    // runs in production too (`npm start`, the one-container image) and, on its first start without one,
    // generates a password and prints it once, as the README promises a newcomer.
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && env.ADMIN_PASSWORD === undefined) {
      throw new ConfigError('ADMIN_PASSWORD', "missing. In production the owner's password must be set (12 characters or more); the back office has no other way in.");
    }
    return {
      adminPassword: env.ADMIN_PASSWORD ?? null,
      secureCookies: isHttpsUrl(env.PUBLIC_URL),
      loginRateLimit: { limit: env.LOGIN_RATE_LIMIT, windowSeconds: env.LOGIN_RATE_WINDOW_SECONDS },
      publicOrigin: originOf(env.PUBLIC_URL),
    };
  },
  { secrets: ['ADMIN_PASSWORD'] },
);
