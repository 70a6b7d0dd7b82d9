export { AdminLayout, type AdminLayoutProps } from './admin-layout.js';
export { adminScreens } from './admin-nav.js';
