import type { JobKind } from '@harmony/platform';
import type { ProcessEpisodeAudioRequest, PublishPostRequest } from '../../application/index.js';

declare module '@harmony/platform' {
  interface JobPayloads {
    'content.process-episode-audio': ProcessEpisodeAudioRequest;
    /** `scheduledFor` as an ISO string: the time the post was scheduled for when the job was made. */
    'content.publish-scheduled-post': { postId: number; scheduledFor: string };
    /** `renders`: which render of the medium this is (1 for its run's, then one more per "Render again"). */
    'content.render-medium': { mediaId: number; renders: number };
    /** Issue 26: one try at sending a post to its network through its connected account. */
    'social.publish-post': PublishPostRequest;
  }
}

/** One job per upload: the run id is the job's, so the same upload is never queued twice. */
export const processEpisodeAudioJob: JobKind<'content.process-episode-audio'> = {
  name: 'content.process-episode-audio',
  jobId: ({ runId }) => `content-run-${runId}`,
};

/**
 * One job per post and time: scheduling again (another time) makes a new job, and the stale one,
 * finding the post no longer due, leaves it alone (`publishIfDue`).
 */
export const publishScheduledPostJob: JobKind<'content.publish-scheduled-post'> = {
  name: 'content.publish-scheduled-post',
  jobId: ({ postId, scheduledFor }) => `publish-post-${postId}-at-${Date.parse(scheduledFor)}`,
};

/**
 * One job per render asked for: a click while the medium renders queues nothing (it is not failed any
 * more), and a later "Render again" is a new job, not one the queue still keeps as done.
 */
export const renderMediumJob: JobKind<'content.render-medium'> = {
  name: 'content.render-medium',
  jobId: ({ mediaId, renders }) => `render-medium-${mediaId}-${renders}`,
};

/**
 * One job per try: `tries` (the post's publishAttempts when queued) grows with every try, so a retry, or the
 * owner's Retry after a failure, is a new job, while a second Publish Now during a try queues nothing.
 */
export const publishPostJob: JobKind<'social.publish-post'> = {
  name: 'social.publish-post',
  jobId: ({ postId, tries }) => `social-publish-post-${postId}-${tries}`,
};

export const contentJobKinds = [processEpisodeAudioJob, publishScheduledPostJob, renderMediumJob, publishPostJob] as const;
