export { defaultSiteConfig, pageTitle, siteConfigFromEnvironment, type SiteConfig, type StatCard } from './site-config.js';
