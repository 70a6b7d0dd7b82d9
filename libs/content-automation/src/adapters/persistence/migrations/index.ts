import { CreateSocialMediaPosts1795800000000 } from './1795800000000-create-social-media-posts.js';
import { CreateGeneratedContent1795900000000 } from './1795900000000-create-generated-content.js';
import { CreateMediaRenders1796400000000 } from './1796400000000-create-media-renders.js';
import { PublishSocialPostsToNetworks1797000000100 } from './1797000000100-publish-social-posts-to-networks.js';

/** Run after the episode context's migrations: what the pipeline generates references its episode. */
export const contentAutomationMigrations = [CreateSocialMediaPosts1795800000000, CreateGeneratedContent1795900000000, CreateMediaRenders1796400000000, PublishSocialPostsToNetworks1797000000100];
