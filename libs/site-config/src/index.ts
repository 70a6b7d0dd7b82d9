export { defaultSiteConfig, pageTitle, siteConfigFromEnvironment, type SiteConfig, type StatCard } from './site-config.js';
export {
  adminBasePath,
  adminLoginPath,
  adminPaths,
  adminLandingPath,
  articlePath,
  episodePath,
  firstScreenOf,
  isEpisodeId,
  matchSitePath,
  pathRedirects,
  redirectOf,
  remoteOfPath,
  sitePaths,
  type FirstScreenQuery,
  type SitePage,
} from './routes.js';
export { decodeEntities, htmlToPlainText } from './plain-text.js';
