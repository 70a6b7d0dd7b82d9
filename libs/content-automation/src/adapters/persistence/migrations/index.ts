import { CreateSocialMediaPosts1795800000000 } from './1795800000000-create-social-media-posts.js';

/** Run after the episode context's migrations: a post references its episode. */
export const contentAutomationMigrations = [CreateSocialMediaPosts1795800000000];
