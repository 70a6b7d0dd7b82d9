import { SocialPostNotPublishable } from './content-automation.errors.js';
import { PLATFORM_LIMITS } from './platform-limits.js';
import { socialPostStatuses, transitionSocialPost, type SocialMediaPost, type SocialPostStatus } from './social-media-post.js';
import { isOneOf } from './enumeration.js';
import { SOCIAL_PLATFORMS } from './social-platform.js';

/*
 * Issue 26, "publishing that tells the truth": a post goes out through its platform's connected account in
 * a job, and is `published` only once the network confirmed it. These are the moves of its publish state;
 * the use cases decide when (the owner's Publish Now, the scheduled time, the job's outcome).
 */

/** The statuses a post may be sent to its network from. */
export const PUBLISHABLE_STATUSES: readonly SocialPostStatus[] = ['approved', 'scheduled'];

/** How many times a network that does not answer is tried before the owner is told. */
export const PUBLISH_TRIES = 6;

/** The network as its users name it ("Mastodon"), for messages; an unknown platform as stored. */
export const platformName = (platform: string): string => (isOneOf(SOCIAL_PLATFORMS, platform) ? PLATFORM_LIMITS[platform].name : platform);

/** What the owner reads when the network was not answering, try after try. */
export const notAnsweringMessage = (platform: string, tries: number = PUBLISH_TRIES): string => `${platformName(platform)} is not answering; we tried ${tries} times. Try again later.`;

/** What the owner reads on every post waiting on a connection the network no longer accepts. */
export const needsReconnectingMessage = (platform: string): string => `Your ${platformName(platform)} connection needs reconnecting.`;

/**
 * The owner asks for the post to be published on its network (Publish Now, Retry): an approved or scheduled
 * post becomes `publishing`, its last error cleared. `queue` is false when it already was publishing (a
 * second click queues nothing). Any other status is SocialPostNotPublishable (409).
 */
export function startPublishing<T extends SocialMediaPost>(post: T): { readonly post: T; readonly queue: boolean } {
  if (!PUBLISHABLE_STATUSES.includes(post.status)) throw new SocialPostNotPublishable(post.status, socialPostStatuses.inWords(post.status));
  if (post.publishState === 'publishing') return { post, queue: false };
  return { post: { ...post, publishState: 'publishing', publishError: null }, queue: true };
}

/** Whether a job should (still) send the post: it is waiting for its network, not out, not called off. */
export const isWaitingToPublish = (post: SocialMediaPost): boolean => post.publishState === 'publishing' && PUBLISHABLE_STATUSES.includes(post.status);

/** One more try is about to reach the network: counted first, so a crash mid-try still counts it. */
export const countPublishTry = <T extends SocialMediaPost>(post: T): T => ({ ...post, publishAttempts: post.publishAttempts + 1 });

/** The network confirmed it: published now (or kept as published, when the owner marked it meanwhile), with the network's proof. */
export function publishedOnNetwork<T extends SocialMediaPost>(post: T, remote: { readonly remoteId: string; readonly remoteUrl: string | null }, now: Date): T {
  const moved = post.status === 'published' ? post : transitionSocialPost(post, 'published', { now });
  return { ...moved, publishState: null, publishError: null, remoteId: remote.remoteId, remoteUrl: remote.remoteUrl };
}

/** The network refused it, or the tries ran out: the post stays as it was (approved, scheduled) with the reason in plain words. */
export const publishFailed = <T extends SocialMediaPost>(post: T, message: string): T => ({ ...post, publishState: null, publishError: message });
