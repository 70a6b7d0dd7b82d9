export { ListSocialPosts } from './list-social-posts.js';
export { ChangeSocialPostStatus, type SocialPostStatusChange } from './change-social-post-status.js';
export { CountSocialPosts } from './count-social-posts.js';
