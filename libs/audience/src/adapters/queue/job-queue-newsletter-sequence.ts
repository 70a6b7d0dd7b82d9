import { Injectable } from '@nestjs/common';
import { enqueueJob, JobQueue } from '@harmony/platform';
import { NewsletterSequence, type ScheduledStep } from '../../application/index.js';
import { newsletterSequenceStepJob } from './newsletter-job-kinds.js';

/** The sequence's steps as the queue's delayed jobs (BullMQ with REDIS_URL, else the in-process queue, kept in the database). */
@Injectable()
export class JobQueueNewsletterSequence extends NewsletterSequence {
  constructor(private readonly queue: JobQueue) {
    super();
  }

  async schedule(subscriberId: number, round: number, steps: readonly ScheduledStep[]): Promise<void> {
    for (const { step, delayMs } of steps) await enqueueJob(this.queue, newsletterSequenceStepJob, { subscriberId, step, round }, { delayMs });
  }
}
