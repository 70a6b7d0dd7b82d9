export { SocialMediaPage } from './social-media-page.js';
