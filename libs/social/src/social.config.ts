import { z } from 'zod';
import { configSlice } from '@harmony/platform';
import { networkBaseUrl } from './domain/index.js';
import type { OAuthApp, OAuthAppsConfigured } from './application/index.js';

export interface SocialConfig {
  /** Which OAuth networks have their app credentials; without them the screen says how to get them. */
  readonly oauthApps: OAuthAppsConfigured;
  /** X's app and endpoints, when X_CLIENT_ID and X_CLIENT_SECRET are set. */
  readonly x: OAuthApp | null;
  /** LinkedIn's, when LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET are set. */
  readonly linkedin: OAuthApp | null;
  /** Meta's (a Facebook Page and its Instagram business account), when META_APP_ID and META_APP_SECRET are set. */
  readonly meta: OAuthApp | null;
}

const optional = z.string().optional();
const address = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || fallback)
    .refine((value) => 'url' in networkBaseUrl(value), { message: 'expected an https:// address (http:// only on this machine)' })
    .transform((value) => (networkBaseUrl(value) as { url: string }).url);

const socialVariables = configSlice(
  {
    X_CLIENT_ID: optional,
    X_CLIENT_SECRET: optional,
    LINKEDIN_CLIENT_ID: optional,
    LINKEDIN_CLIENT_SECRET: optional,
    META_APP_ID: optional,
    META_APP_SECRET: optional,
    // Tests and API proxies point a network elsewhere.
    X_API_URL: address('https://api.x.com'),
    X_AUTHORIZE_URL: address('https://x.com/i/oauth2/authorize'),
    LINKEDIN_API_URL: address('https://api.linkedin.com'),
    // Its origin also serves the token endpoint (/oauth/v2/accessToken).
    LINKEDIN_AUTHORIZE_URL: address('https://www.linkedin.com/oauth/v2/authorization'),
    META_GRAPH_URL: address('https://graph.facebook.com/v23.0'),
    META_AUTHORIZE_URL: address('https://www.facebook.com/v23.0/dialog/oauth'),
  },
  (env): SocialConfig => {
    const both = (id?: string, secret?: string) => Boolean(id?.trim() && secret?.trim());
    const app = (id: string | undefined, secret: string | undefined, apiUrl: string, authorizeUrl: string): OAuthApp | null =>
      both(id, secret) ? { clientId: id!.trim(), clientSecret: secret!.trim(), apiUrl, authorizeUrl } : null;
    const x = app(env.X_CLIENT_ID, env.X_CLIENT_SECRET, env.X_API_URL, env.X_AUTHORIZE_URL);
    const linkedin = app(env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET, env.LINKEDIN_API_URL, env.LINKEDIN_AUTHORIZE_URL);
    const meta = app(env.META_APP_ID, env.META_APP_SECRET, env.META_GRAPH_URL, env.META_AUTHORIZE_URL);
    return { oauthApps: { twitter: x !== null, linkedin: linkedin !== null, facebook: meta !== null, instagram: meta !== null }, x, linkedin, meta };
  },
  // App secrets would reach the logs.
  { secrets: ['X_CLIENT_SECRET', 'LINKEDIN_CLIENT_SECRET', 'META_APP_SECRET'] },
);

/** The social context's environment variables (README "Environment"): the OAuth networks' app credentials and endpoints. */
export const socialConfig = { variables: socialVariables.variables, load: (environment: NodeJS.ProcessEnv = process.env): SocialConfig => socialVariables.load(environment) };
