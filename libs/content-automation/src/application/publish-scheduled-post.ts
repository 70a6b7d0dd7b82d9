import { Injectable } from '@nestjs/common';
import { publishIfDue, SocialMediaPosts, type SocialMediaPost } from '../domain/index.js';
import { SocialPublisher } from './social-publisher.js';

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
