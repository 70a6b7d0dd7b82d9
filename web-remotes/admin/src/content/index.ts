export { ContentDashboardPage } from './content-dashboard-page.js';
export { MediaRenderNotices, PostMedia, renderingPollMs, showsMediaRendering } from './post-media.js';
