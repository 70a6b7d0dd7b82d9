import { siteConfigFromEnvironment } from '@harmony/site-config';

/** The site configuration this process serves: the defaults with the operator's environment overrides. */
export const siteConfig = siteConfigFromEnvironment(process.env);
