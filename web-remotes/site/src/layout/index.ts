// The site's shared layout, as its features use it: the page frame, load states and section links.
export { SiteLayout } from './site-layout.js';
export { DetailLoading, type DetailLoadingProps } from './detail-loading.js';
export { LoadNearViewport, type LoadNearViewportProps } from './load-near-viewport.js';
export { homeSections, sectionHref, type HomeSectionId } from './site-sections.js';
export { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from '@harmony/ui';
export { useHydrated } from './use-hydrated.js';
