export { defaultSiteConfig, pageTitle, siteConfigFromEnvironment, type SiteConfig, type StatCard } from './site-config.js';
export {
  listeningLinks,
  listeningPlatforms,
  SiteSettingError,
  socialLinks,
  socialNetworks,
  type ListeningPlatform,
  type SiteLink,
  type SocialNetwork,
} from './site-config.js';
export {
  adminBasePath,
  adminLoginPath,
  adminPaths,
  adminLandingPath,
  articlePath,
  episodePath,
  firstScreenOf,
  isEpisodeId,
  isLegalPageKind,
  isSearchableQuery,
  legalPageKinds,
  legalPageNames,
  latestEpisodeCount,
  matchSitePath,
  pathRedirects,
  redirectOf,
  remoteOfPath,
  searchQueryLimits,
  searchWordsOf,
  sitePaths,
  type FirstScreenQuery,
  type LegalPageKind,
  type SitePage,
} from './routes.js';
export { decodeEntities, DESCRIPTION_LIMIT, htmlToPlainText, summary } from './plain-text.js';
export { adminPageTitle, adminScreenNameOf, adminScreenNames, sitePageTitle, type TitledPage } from './page-titles.js';
export { isSlugInUrl, isValidSlug, MAX_SLUG_LENGTH, slugCut, slugify } from './slugs.js';
export { SOCIAL_NETWORKS, socialNetworkNames, type SocialNetworkId } from './social-networks.js';
export { networkBaseUrl } from './network-address.js';
