import { Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '@harmony/platform/domain';
import { DEFAULT_MODERATION_STATUS, SocialMediaPosts, SocialPostNotFound, socialPostStatuses, type SocialMediaPost } from '../domain/index.js';

/**
 * The moderation screen's list (SPEC "Social moderation"): the posts in one status, newest first.
 * No status (or an empty one) means `pending_approval` (SPEC §9); an unknown one is an InvalidInput
 * (400, code invalid-social-post, on `status`) that names the statuses there are.
 */
@Injectable()
export class ListSocialPosts {
  constructor(private readonly posts: SocialMediaPosts) {}

  async execute(status: string | undefined, page: PageRequest): Promise<Page<SocialMediaPost>> {
    const wanted = status === undefined || status === '' ? DEFAULT_MODERATION_STATUS : socialPostStatuses.parse(status);
    return this.posts.findByStatus(wanted, page);
  }
}

/** One post, as the card follows it while it publishes: SocialPostNotFound (404) for an unknown id. */
@Injectable()
export class GetSocialPost {
  constructor(private readonly posts: SocialMediaPosts) {}

  async execute(id: number): Promise<SocialMediaPost> {
    const post = await this.posts.findById(id);
    if (!post) throw new SocialPostNotFound(id);
    return post;
  }
}
