import { ConfigError } from '@harmony/platform';
import { SiteSettingError, siteConfigFromEnvironment, type SiteConfig } from '@harmony/site-config';

/**
 * The site configuration this process serves: the defaults with the operator's environment overrides.
 * Read at boot with the other settings, so a bad link variable stops the start with one line naming it.
 */
export function loadSiteConfig(environment: NodeJS.ProcessEnv = process.env): SiteConfig {
  try {
    return siteConfigFromEnvironment(environment);
  } catch (error) {
    if (error instanceof SiteSettingError) throw new ConfigError(error.variable, error.detail);
    throw error;
  }
}
