import type { ContentJob } from './content-job.js';
import type { ProcessEpisodeAudioRequest } from './process-episode-audio.js';

/** One try at sending a post to its network (the `social.publish-post` job's payload). */
export interface PublishPostRequest {
  readonly postId: number;
  /** The try of this request: 1 first, one more each time the network did not answer. */
  readonly attempt: number;
  /** The post's publishAttempts when the job was queued: what names the job. */
  readonly tries: number;
}

/**
 * The context's background work, named for what it is for: a run of the pipeline for an upload, a post's
 * publication at its time, one more render of a medium. The adapter puts each on the platform's job queue
 * (one job per run, per post and time, per render asked for); a queue that does not answer is
 * `ContentProcessingUnavailable` (503), and nothing is queued.
 */
export abstract class ContentJobs {
  /** Whether a run could be queued now: asked before a byte of an upload is read. */
  abstract canStartRuns(): Promise<boolean>;
  /** Queues the run of a stored upload; the run as the owner follows it. */
  abstract startRun(request: ProcessEpisodeAudioRequest): Promise<ContentJob>;
  /** The run with this job id, or null (no such job, or one that is not a run). */
  abstract findRun(jobId: string): Promise<ContentJob | null>;
  /** Publishes the post at `at` (at once when it is past): queuing the same post and time again adds nothing. */
  abstract schedulePublication(postId: number, at: Date, now?: Date): Promise<void>;
  /**
   * Sends the post to its network (issue 26: Publish Now, Retry, a retry after the network did not answer),
   * after `delayMs`. `attempt` is the try of this request (1 to PUBLISH_TRIES); `tries` the post's tries so
   * far (publishAttempts), which names the job: queuing the same post and tries again adds nothing.
   */
  abstract publishPost(request: PublishPostRequest, delayMs?: number): Promise<void>;
  /** Renders the medium once more; `renders` counts its renders, this one included, so each ask is its own job. */
  abstract renderMedium(mediaId: number, renders: number): Promise<void>;
  /** The uploads the runs still kept refer to (waiting, running, or finished and still shown): none of them is an orphan. */
  abstract uploadsOfKeptRuns(): Promise<string[]>;
}
