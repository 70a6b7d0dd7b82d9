import type { AppConfig } from '@harmony/platform';
import type { SiteConfig } from '@harmony/site-config';

/** Where the built shell and remotes are (web-bundles.ts's defaultWebBundles, or a test's). */
export interface WebBundleLocations {
  readonly shell: string;
  readonly remotes: Readonly<Record<'site' | 'admin', string>>;
}

/** What the website host is given at boot, besides the use cases Nest injects. */
export interface WebSiteOptions {
  /** The public origin (publicUrl), the media directory (dataDir). */
  readonly config: AppConfig;
  /** The brand this process serves (siteConfig, read at boot with the other slices). */
  readonly site: SiteConfig;
  /** Where the built shell and remotes are. */
  readonly bundles: WebBundleLocations;
}

/** The DI token of the WebSiteOptions. */
export const WEB_SITE_OPTIONS = Symbol('WEB_SITE_OPTIONS');
