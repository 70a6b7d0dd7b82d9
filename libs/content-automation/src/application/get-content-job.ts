import { Injectable } from '@nestjs/common';
import { ContentJobNotFound } from '../domain/index.js';
import type { ContentJob } from './content-job.js';
import { ContentJobs } from './content-jobs.js';

/** A content job, as GET /api/content/jobs/{id} and its event stream answer it. */
@Injectable()
export class GetContentJob {
  constructor(private readonly jobs: ContentJobs) {}

  async execute(jobId: string): Promise<ContentJob> {
    const job = await this.jobs.findRun(jobId);
    if (!job) throw new ContentJobNotFound(jobId);
    return job;
  }
}
