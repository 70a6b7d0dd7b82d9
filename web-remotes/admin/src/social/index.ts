export { SocialMediaPage } from './social-media-page.js';
export { SocialPostCard, socialStatuses } from './social-post-card.js';
export { GeneratePosts, type GeneratePostsProps } from './generate-posts.js';
export { socialModerationApi, useGenerateSocialPostsMutation, type SocialPost, type SocialPostStatus, type SocialPlatform } from './social-api.js';
