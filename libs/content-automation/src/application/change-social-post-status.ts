import { Injectable } from '@nestjs/common';
import { SocialMediaPosts, SocialPostNotFound, transitionSocialPost, type SocialMediaPost } from '../domain/index.js';
import { ContentJobs } from './content-jobs.js';

export interface SocialPostStatusChange {
  /** The status to move to, as the request gives it (checked by the state machine). */
  readonly status: string;
  /** When a post moved to `scheduled` is to be published. */
  readonly scheduledFor?: Date | null;
}

/**
 * A moderation button (SPEC §4: Approve, Reject, Publish Now, Reconsider) or the scheduling control:
 * the post moved by its state machine (`transitionSocialPost`) and stored. An unknown id is
 * SocialPostNotFound (404); an unknown status an InvalidInput (400); a move the machine refuses an
 * InvalidStatusTransition (409) naming both states. Two moves racing on one post never both apply:
 * the one stored second is judged again from the state the first left.
 */
@Injectable()
export class ChangeSocialPostStatus {
  constructor(
    private readonly posts: SocialMediaPosts,
    private readonly jobs: ContentJobs,
  ) {}

  async execute(id: number, change: SocialPostStatusChange, now: Date = new Date()): Promise<SocialMediaPost> {
    for (;;) {
      const post = await this.posts.findById(id);
      if (!post) throw new SocialPostNotFound(id);
      const moved = transitionSocialPost(post, change.status, { now, scheduledFor: change.scheduledFor });
      // The publication job first: a plan the queue cannot keep is refused (503) before it is stored.
      // Should the move then lose a race, the job finds the post not due and leaves it alone.
      if (moved.status === 'scheduled' && moved.scheduledFor) await this.jobs.schedulePublication(moved.id, moved.scheduledFor, now);
      // `published` here is the owner's "Mark as published" (posted by hand); the network's path is RequestSocialPostPublication.
      if (await this.posts.saveMove(moved, post.status)) return moved;
    }
  }
}
