import type { Page, PageRequest } from '@harmony/platform/domain';
import type { SocialMediaPost, SocialMediaPostDraft, SocialPostStatus } from './social-media-post.js';

/**
 * The social posts' storage (SPEC §3 `social_media_posts`). Lists come newest first: the later
 * `createdAt`, and between equal times the higher id.
 */
export abstract class SocialMediaPosts {
  /** One page of the posts in `status`, newest first, with how many are in it. */
  abstract findByStatus(status: SocialPostStatus, page: PageRequest): Promise<Page<SocialMediaPost>>;
  /** The post with this id, or null. */
  abstract findById(id: number): Promise<SocialMediaPost | null>;
  /** Stores the drafts, all or none, each stamped with its id and creation time, in the order given. */
  abstract addAll(drafts: readonly SocialMediaPostDraft[]): Promise<SocialMediaPost[]>;
  /**
   * Stores the post's status, schedule, publication time, text and publish state (issue 26: publishing, its
   * error, the network's id and URL, the tries), provided it is still in status `from` (what it was read
   * in): false when no post has its id, or another change moved it first.
   */
  abstract saveMove(post: SocialMediaPost, from: SocialPostStatus): Promise<boolean>;
  /**
   * A connection the network no longer accepts: every post of `platform` still waiting on it (publishing,
   * or scheduled) gets `message` as its publish error and stops publishing. How many were marked.
   */
  abstract markWaitingOn(platform: string, message: string): Promise<number>;
  /** Every post, whatever its status (the content dashboard's count). */
  abstract count(): Promise<number>;
}
