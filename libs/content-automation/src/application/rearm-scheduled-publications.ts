import { Injectable } from '@nestjs/common';
import { SocialMediaPosts } from '../domain/index.js';
import { ContentJobs } from './content-jobs.js';

/**
 * At start-up, queues the publication of every scheduled post again. The in-process queue (embedded
 * mode) keeps delayed jobs in memory only, so a restart would otherwise forget them; on Redis the job
 * ids make this add nothing that is still kept.
 */
@Injectable()
export class RearmScheduledPublications {
  constructor(
    private readonly posts: SocialMediaPosts,
    private readonly jobs: ContentJobs,
  ) {}

  /**
   * How many scheduled posts it went through. Issue 26: a post left publishing (its job lost with a queue
   * emptied) gets its try queued again, named by its tries, so a job still kept is not doubled.
   */
  async execute(now: Date = new Date()): Promise<number> {
    const limit = 100;
    let seen = 0;
    for (const status of ['scheduled', 'approved'] as const) {
      for (let offset = 0; ; offset += limit) {
        const page = await this.posts.findByStatus(status, { limit, offset });
        for (const post of page.items) {
          if (status === 'scheduled' && post.scheduledFor) await this.jobs.schedulePublication(post.id, post.scheduledFor, now);
          if (post.publishState === 'publishing') await this.jobs.publishPost({ postId: post.id, attempt: 1, tries: post.publishAttempts });
        }
        if (status === 'scheduled') seen += page.items.length;
        if (page.items.length < limit) break;
      }
    }
    return seen;
  }
}
