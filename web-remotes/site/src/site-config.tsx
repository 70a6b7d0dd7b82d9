import { createContext, useContext, type ReactNode } from 'react';
import type { SiteConfig } from '@harmony/site-config';

const SiteConfigContext = createContext<SiteConfig | null>(null);

/** The runtime site configuration (brand, links, statistics) for every page of the site remote. */
export function SiteConfigProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={site}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  const site = useContext(SiteConfigContext);
  if (!site) throw new Error('useSiteConfig must be used inside <SiteConfigProvider>.');
  return site;
}
