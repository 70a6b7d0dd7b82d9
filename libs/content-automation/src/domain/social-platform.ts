// The networks a post is written for, on their own: both the post (`social-media-post.ts`) and the
// networks' limits (`platform-limits.ts`) need them, and neither may import the other (no import circle).

/**
 * SPEC §4: the seed's four networks, every one of which the writers fill slots for. X keeps its old
 * name `twitter` here, as the SPEC and the stored rows spell it. (The SPEC's read shape also lists
 * `other`, the moderation card's fallback icon: no post is ever stored with it.)
 */
export const SEED_PLATFORMS = ['instagram', 'twitter', 'facebook', 'linkedin'] as const;
export type SeedPlatform = (typeof SEED_PLATFORMS)[number];

/**
 * Issue 26: every network a post may be for. Mastodon, Bluesky and the webhook (n8n, Zapier, Make…) join
 * the seed's four; posts are written for them only when an account is connected (see `postsForConnectedPlatforms`).
 */
export const SOCIAL_PLATFORMS = [...SEED_PLATFORMS, 'mastodon', 'bluesky', 'webhook'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
