import { Injectable } from '@nestjs/common';
import { JobQueue, QueueUnavailableError, type JobSnapshot } from '@harmony/platform';
import { ContentJobNotFound, ContentProcessingUnavailable } from '../domain/index.js';
import { toContentJob, type ContentJob } from './content-job.js';

/** A content job, as GET /api/content/jobs/{id} and its event stream answer it. */
@Injectable()
export class GetContentJob {
  constructor(private readonly queue: JobQueue) {}

  async execute(jobId: string): Promise<ContentJob> {
    let snapshot: JobSnapshot | null;
    try {
      snapshot = await this.queue.getJob(jobId);
    } catch (error) {
      if (error instanceof QueueUnavailableError) throw new ContentProcessingUnavailable();
      throw error;
    }
    const job = snapshot && toContentJob(snapshot);
    if (!job) throw new ContentJobNotFound(jobId);
    return job;
  }
}
