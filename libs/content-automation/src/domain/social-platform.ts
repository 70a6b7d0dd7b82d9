// The networks a post is written for, on their own: both the post (`social-media-post.ts`) and the
// networks' limits (`platform-limits.ts`) need them, and neither may import the other (no import circle).

/**
 * SPEC §4. X keeps its old name `twitter` here, as the SPEC and the stored rows spell it. (The SPEC's
 * read shape also lists `other`, the moderation card's fallback icon: no post is ever stored with it.)
 */
export const SOCIAL_PLATFORMS = ['instagram', 'twitter', 'facebook', 'linkedin'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
