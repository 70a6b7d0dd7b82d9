import { enqueueJob, type JobQueue } from '@harmony/platform';
import { publishScheduledPostJob } from './content-jobs.js';

/** The delayed job that publishes a post at `at`: one per post and time, so queuing it again adds nothing. */
export const queuePublication = (queue: JobQueue, postId: number, at: Date, now: Date) =>
  enqueueJob(queue, publishScheduledPostJob, { postId, scheduledFor: at.toISOString() }, { delayMs: Math.max(0, at.getTime() - now.getTime()) });
