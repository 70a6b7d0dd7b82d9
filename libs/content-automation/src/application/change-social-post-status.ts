import { Injectable } from '@nestjs/common';
import { enqueueJob, JobQueue, QueueUnavailableError } from '@harmony/platform';
import { ContentProcessingUnavailable, publishIfDue, reviseSocialPostContent, SocialMediaPosts, SocialPostNotFound, transitionSocialPost, type SocialMediaPost } from '../domain/index.js';
import { publishScheduledPostJob } from './content-jobs.js';

/**
 * Where a published post goes out. The default adapter records the publication (the post's status
 * and time) and leaves the posting to the owner, who copies the text and downloads the media from
 * the moderation card: no network's API is reachable from here. A real adapter per network is
 * future work behind this port.
 */
export abstract class SocialPublisher {
  abstract publish(post: SocialMediaPost): Promise<void>;
}

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
    private readonly queue: JobQueue,
    private readonly publisher: SocialPublisher,
  ) {}

  async execute(id: number, change: SocialPostStatusChange, now: Date = new Date()): Promise<SocialMediaPost> {
    for (;;) {
      const post = await this.posts.findById(id);
      if (!post) throw new SocialPostNotFound(id);
      const moved = transitionSocialPost(post, change.status, { now, scheduledFor: change.scheduledFor });
      // The publication job first: a plan the queue cannot keep is refused (503) before it is stored.
      // Should the move then lose a race, the job finds the post not due and leaves it alone.
      if (moved.status === 'scheduled' && moved.scheduledFor) await this.schedulePublication(moved.id, moved.scheduledFor, now);
      if (await this.posts.saveMove(moved, post.status)) {
        if (moved.status === 'published') await this.publisher.publish(moved);
        return moved;
      }
    }
  }

  private async schedulePublication(postId: number, at: Date, now: Date): Promise<void> {
    try {
      await queuePublication(this.queue, postId, at, now);
    } catch (error) {
      if (error instanceof QueueUnavailableError) throw new ContentProcessingUnavailable();
      throw error;
    }
  }
}

/** The delayed job that publishes a post at `at`: one per post and time, so queuing it again adds nothing. */
const queuePublication = (queue: JobQueue, postId: number, at: Date, now: Date) =>
  enqueueJob(queue, publishScheduledPostJob, { postId, scheduledFor: at.toISOString() }, { delayMs: Math.max(0, at.getTime() - now.getTime()) });

/**
 * At start-up, queues the publication of every scheduled post again. The in-process queue (embedded
 * mode) keeps delayed jobs in memory only, so a restart would otherwise forget them; on Redis the job
 * ids make this add nothing that is still kept.
 */
@Injectable()
export class RearmScheduledPublications {
  constructor(
    private readonly posts: SocialMediaPosts,
    private readonly queue: JobQueue,
  ) {}

  /** How many scheduled posts it went through. */
  async execute(now: Date = new Date()): Promise<number> {
    const limit = 100;
    let seen = 0;
    for (let offset = 0; ; offset += limit) {
      const page = await this.posts.findByStatus('scheduled', { limit, offset });
      for (const post of page.items) if (post.scheduledFor) await queuePublication(this.queue, post.id, post.scheduledFor, now);
      seen += page.items.length;
      if (page.items.length < limit) return seen;
    }
  }
}

/** The scheduled publication's job: a post still scheduled and due is published; any other is left alone. */
@Injectable()
export class PublishScheduledPost {
  constructor(
    private readonly posts: SocialMediaPosts,
    private readonly publisher: SocialPublisher,
  ) {}

  /** The post published, or null when it was not due (unscheduled, rescheduled, removed). */
  async execute(postId: number, now: Date = new Date()): Promise<SocialMediaPost | null> {
    for (;;) {
      const post = await this.posts.findById(postId);
      const published = post && publishIfDue(post, now);
      if (!post || !published) return null;
      if (await this.posts.saveMove(published, post.status)) {
        await this.publisher.publish(published);
        return published;
      }
    }
  }
}

/** The owner's text for a post still under review (draft or pending approval), within its platform's limits. */
@Injectable()
export class EditSocialPostContent {
  constructor(private readonly posts: SocialMediaPosts) {}

  async execute(id: number, content: string): Promise<SocialMediaPost> {
    for (;;) {
      const post = await this.posts.findById(id);
      if (!post) throw new SocialPostNotFound(id);
      const revised = reviseSocialPostContent(post, content);
      if (await this.posts.saveMove(revised, post.status)) return revised;
    }
  }
}
