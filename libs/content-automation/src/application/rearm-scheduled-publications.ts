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

  /** How many scheduled posts it went through. */
  async execute(now: Date = new Date()): Promise<number> {
    const limit = 100;
    let seen = 0;
    for (let offset = 0; ; offset += limit) {
      const page = await this.posts.findByStatus('scheduled', { limit, offset });
      for (const post of page.items) if (post.scheduledFor) await this.jobs.schedulePublication(post.id, post.scheduledFor, now);
      seen += page.items.length;
      if (page.items.length < limit) return seen;
    }
  }
}
