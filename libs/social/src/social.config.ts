import { z } from 'zod';
import { configSlice } from '@harmony/platform';
import type { OAuthAppsConfigured } from './application/index.js';

export interface SocialConfig {
  /** Which OAuth networks have their app credentials; without them the screen says how to get them. */
  readonly oauthApps: OAuthAppsConfigured;
}

const optional = z.string().optional();
const socialVariables = configSlice(
  { X_CLIENT_ID: optional, X_CLIENT_SECRET: optional, LINKEDIN_CLIENT_ID: optional, LINKEDIN_CLIENT_SECRET: optional, META_APP_ID: optional, META_APP_SECRET: optional },
  (env): SocialConfig => {
    const both = (id?: string, secret?: string) => Boolean(id?.trim() && secret?.trim());
    const meta = both(env.META_APP_ID, env.META_APP_SECRET);
    return { oauthApps: { twitter: both(env.X_CLIENT_ID, env.X_CLIENT_SECRET), linkedin: both(env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET), facebook: meta, instagram: meta } };
  },
  // App secrets would reach the logs.
  { secrets: ['X_CLIENT_SECRET', 'LINKEDIN_CLIENT_SECRET', 'META_APP_SECRET'] },
);

/** The social context's environment variables (README "Environment"): the OAuth networks' app credentials. */
export const socialConfig = { variables: socialVariables.variables, load: (environment: NodeJS.ProcessEnv = process.env): SocialConfig => socialVariables.load(environment) };
