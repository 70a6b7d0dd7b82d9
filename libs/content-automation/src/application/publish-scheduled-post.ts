import { Injectable } from '@nestjs/common';
import { isDue, publishIfDue, SocialMediaPosts, startPublishing, type SocialMediaPost } from '../domain/index.js';
import { ContentJobs } from './content-jobs.js';
import { FindConnectedPlatforms, PublishSocialPost } from './publish-social-post.js';

/**
 * The scheduled publication's job: a post still scheduled and due is published; any other is left alone.
 * Issue 26: a post whose platform has a connected account goes out through the same path as Publish Now
 * (marked publishing, then PublishSocialPost's first try, here; its retries are jobs of their own), and is
 * published once the network confirms. One without keeps today's manual path: published by the clock, posted
 * by hand.
 */
@Injectable()
export class PublishScheduledPost {
  constructor(
    private readonly posts: SocialMediaPosts,
    private readonly platforms: FindConnectedPlatforms,
    private readonly publishOnNetwork: PublishSocialPost,
    private readonly jobs: ContentJobs,
  ) {}

  /** The post as it stands after its time came (published, or publishing on its network), or null when it was not due. */
  async execute(postId: number, now: Date = new Date()): Promise<SocialMediaPost | null> {
    for (;;) {
      const post = await this.posts.findById(postId);
      if (!post || !isDue(post, now)) return null;
      if ((await this.platforms.lookup())(post.platform)) {
        const started = startPublishing(post);
        if (!started.queue) {
          // Already publishing: Publish Now before its time (its job is named by the same tries, so this adds
          // nothing while it waits), or this job's own earlier run, cut short by a crash: the try is queued again.
          await this.jobs.publishPost({ postId, attempt: 1, tries: post.publishAttempts });
          return post;
        }
        if (!(await this.posts.saveMove(started.post, post.status))) continue;
        await this.publishOnNetwork.execute({ postId, attempt: 1 });
        return this.posts.findById(postId);
      }
      const published = publishIfDue(post, now);
      if (!published) return null;
      if (await this.posts.saveMove(published, post.status)) return published;
    }
  }
}
