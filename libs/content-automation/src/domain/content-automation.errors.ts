import { DomainError } from '@harmony/platform/domain';

/**
 * A status move its state machine does not allow (a rejected post published, a published one sent
 * back to review): 409, the post being in a state that refuses the move. The message names both
 * states as a person says them, and where the item may go instead.
 */
export class InvalidStatusTransition extends DomainError {
  readonly code = 'invalid-status-transition';
  readonly kind = 'conflict' as const;

  constructor(
    /** What moved, as a person says it: "social post", "video podcast", "blog post". */
    readonly subject: string,
    readonly from: string,
    readonly to: string,
    message: string,
  ) {
    super(message);
  }
}

/** Only a post still under review may have its text changed: one approved, scheduled or out is as the owner accepted it. */
export class SocialPostNotEditable extends DomainError {
  readonly code = 'social-post-not-editable';
  readonly kind = 'conflict' as const;

  constructor(readonly status: string, statusInWords: string) {
    super(`Only a social post that is a draft or pending approval can be edited: this one is ${statusInWords}.`);
  }
}

/** The code of the InvalidInput a social media post that breaks its rules throws (an unknown status, platform or content type; a text over its platform's limits). */
export const INVALID_SOCIAL_POST = 'invalid-social-post';

/** The code of the InvalidInput a blog post draft that breaks its rules throws (too short, no headings, no key takeaways). */
export const INVALID_BLOG_POST = 'invalid-blog-post';

/** The code of the InvalidInput a video podcast that breaks its rules throws (an unknown status). */
export const INVALID_VIDEO_PODCAST = 'invalid-video-podcast';

/** No social post has this id (any more): 404. */
export class SocialPostNotFound extends DomainError {
  readonly code = 'social-post-not-found';
  readonly kind = 'not-found' as const;

  constructor(readonly postId: number) {
    super(`Social post ${postId} was not found.`);
  }
}

/** Content is asked for an episode the catalogue does not hold: 404. */
export class ContentEpisodeNotFound extends DomainError {
  readonly code = 'episode-not-found';
  readonly kind = 'not-found' as const;

  constructor(readonly episodeId: number) {
    super(`Episode ${episodeId} was not found. Check the episode ID.`);
  }
}

/** No content job has this id (any more: finished jobs are kept for a week): 404. */
export class ContentJobNotFound extends DomainError {
  readonly code = 'content-job-not-found';
  readonly kind = 'not-found' as const;

  constructor(readonly jobId: string) {
    super(`No content job ${jobId} is known. Finished jobs are kept for a week.`);
  }
}

/** The job queue cannot take work now (Redis is down): 503, and nothing of the request is kept. */
export class ContentProcessingUnavailable extends DomainError {
  readonly code = 'content-processing-unavailable';
  readonly kind = 'unavailable' as const;

  constructor() {
    super('Content processing is unavailable right now: the job queue cannot be reached. Nothing was saved. Please try again in a few minutes.');
  }
}

/** No blog post draft has this id: 404. */
export class BlogPostNotFound extends DomainError {
  readonly code = 'blog-post-not-found';
  readonly kind = 'not-found' as const;

  constructor(readonly postId: number) {
    super(`Blog post ${postId} was not found.`);
  }
}

/** A blog post already out as an article is not edited or published again here: 409. */
export class BlogPostAlreadyPublished extends DomainError {
  readonly code = 'blog-post-already-published';
  readonly kind = 'conflict' as const;

  constructor(readonly postId: number) {
    super(`Blog post ${postId} is already published as an article: edit the article in the Article Manager.`);
  }
}

/** Publish Now (or Retry) on a post that is not approved or scheduled: 409. */
export class SocialPostNotPublishable extends DomainError {
  readonly code = 'social-post-not-publishable';
  readonly kind = 'conflict' as const;

  constructor(readonly status: string, statusInWords: string) {
    super(`Only an approved or scheduled post can be published; this one is ${statusInWords}.`);
  }
}

/**
 * Publish Now on a post whose platform has no connected account: 409, the manual path stays (copy the text,
 * download the media, "Mark as published"). The words are the social context's NoConnectedAccount's, so the
 * owner reads one sentence wherever it is found out.
 */
export class PlatformNotConnected extends DomainError {
  readonly code = 'no-connected-account';
  readonly kind = 'conflict' as const;

  constructor(readonly platform: string) {
    super(`No ${platform} account is connected: connect one in Social accounts, or post it by hand and mark it as published.`);
  }
}
