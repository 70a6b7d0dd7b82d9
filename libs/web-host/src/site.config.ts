import { ConfigError, type ConfigSlice } from '@harmony/platform';
import { listeningPlatforms, SiteSettingError, siteConfigFromEnvironment, socialNetworks, type SiteConfig } from '@harmony/site-config';

/**
 * The brand's environment variables (README "Environment"): the defaults of @harmony/site-config with the
 * operator's overrides. @harmony/site-config validates them itself (the browser shares its rules, so no zod
 * schema here); this slice reads them at boot with the other slices, and a bad one stops the start with the
 * same one line naming it (ConfigError) as every other setting.
 */
export const siteConfig: ConfigSlice<SiteConfig> = {
  variables: ['SITE_PRODUCT_NAME', 'SITE_CONTACT_EMAIL', 'SITE_FUNDING_URL', 'SITE_FUNDING_LABEL', ...listeningPlatforms.map(({ variable }) => variable), ...socialNetworks.map(({ variable }) => variable)],
  load(environment = process.env) {
    try {
      return siteConfigFromEnvironment(environment);
    } catch (error) {
      if (error instanceof SiteSettingError) throw new ConfigError(error.variable, error.detail);
      throw error;
    }
  },
};
