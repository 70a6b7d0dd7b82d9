export { ContentDashboardPage } from './content-dashboard-page.js';
