import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import {
  countPublishTry,
  isWaitingToPublish,
  needsReconnectingMessage,
  notAnsweringMessage,
  PlatformNotConnected,
  PUBLISH_TRIES,
  publishedOnNetwork,
  publishFailed,
  SocialMediaPosts,
  SocialPostNotFound,
  startPublishing,
  type SocialMediaPost,
} from '../domain/index.js';
import { ContentJobs, type PublishPostRequest } from './content-jobs.js';
import { PublishRefused, PublishUnauthorized, PublishUnavailable, SocialPublisher, type ConnectedPlatform } from './social-publisher.js';

/** The first retry's wait when the network did not say how long (each further one twice as long). Tests shrink it. */
export const PUBLISH_RETRY_BASE_MS = Symbol('PUBLISH_RETRY_BASE_MS');
const DEFAULT_RETRY_BASE_MS = 10_000;
/** A Retry-After beyond this is cut to it: the owner hears back within the hour. */
const LONGEST_RETRY_MS = 3_600_000;

/** How long to wait before try `attempt + 1`: what the network asked (Retry-After), and never less than the backoff. */
export const retryDelayMs = (attempt: number, retryAfterMs: number | null, baseMs: number): number => Math.min(LONGEST_RETRY_MS, Math.max(retryAfterMs ?? 0, baseMs * 2 ** (attempt - 1)));

/** The platforms with a connected account; none when the social context cannot say (a read never fails on it). */
@Injectable()
export class FindConnectedPlatforms {
  private readonly logger = new Logger('SocialPublisher');

  constructor(private readonly publisher: SocialPublisher) {}

  async execute(): Promise<readonly ConnectedPlatform[]> {
    try {
      return await this.publisher.connectedPlatforms();
    } catch (error) {
      this.logger.warn(`Could not read the connected social accounts: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  }

  /** Whether `platform` has a connected account, for each post of a read. */
  async lookup(): Promise<(platform: string) => boolean> {
    const connected = new Set((await this.execute()).map((entry) => entry.platform));
    return (platform) => connected.has(platform);
  }
}

/**
 * Publish Now, and the card's Retry (issue 26): an approved or scheduled post of a connected platform is
 * marked publishing and its job queued; the network is reached by the job, never in the request. A second
 * call while it publishes answers the post as it is and queues nothing. 404 unknown; 409 not approved or
 * scheduled (SocialPostNotPublishable), or no connected account (PlatformNotConnected); 503 the queue down,
 * the post left as it was.
 */
@Injectable()
export class RequestSocialPostPublication {
  constructor(
    private readonly posts: SocialMediaPosts,
    private readonly jobs: ContentJobs,
    private readonly platforms: FindConnectedPlatforms,
  ) {}

  async execute(id: number): Promise<SocialMediaPost> {
    for (;;) {
      const post = await this.posts.findById(id);
      if (!post) throw new SocialPostNotFound(id);
      const started = startPublishing(post);
      if (!started.queue) return post;
      if (!(await this.platforms.lookup())(post.platform)) throw new PlatformNotConnected(post.platform);
      if (!(await this.posts.saveMove(started.post, post.status))) continue;
      try {
        await this.jobs.publishPost({ postId: post.id, attempt: 1, tries: post.publishAttempts });
      } catch (error) {
        // Nothing will send it: the post is as it was, and the owner reads the 503.
        await this.posts.saveMove(post, post.status);
        throw error;
      }
      return started.post;
    }
  }
}

export type PublishOutcome = 'published' | 'retrying' | 'failed' | 'skipped';

/**
 * The `social.publish-post` job: one try at sending a post to its network. The stored post is read first, so a
 * job run again (a crash, a stale retry, the owner marking it published meanwhile) sends nothing that is out
 * or called off; the social context looks for an earlier try's post before posting (findPublished, Mastodon's
 * Idempotency-Key), so a crash between the network's answer and our record never posts twice.
 * - confirmed: published now, with the network's id and address;
 * - not answering (5xx, 429, a timeout): tried again after Retry-After or the backoff, PUBLISH_TRIES in all,
 *   then "Mastodon is not answering; we tried 6 times. Try again later.";
 * - refused: the network's reason, the post left approved or scheduled;
 * - unauthorized: this post and every other waiting on the platform "Your Mastodon connection needs reconnecting.".
 */
@Injectable()
export class PublishSocialPost {
  private readonly logger = new Logger('SocialPublisher');
  private readonly retryBaseMs: number;

  constructor(
    private readonly posts: SocialMediaPosts,
    private readonly jobs: ContentJobs,
    private readonly publisher: SocialPublisher,
    @Optional() @Inject(PUBLISH_RETRY_BASE_MS) retryBaseMs?: number,
  ) {
    this.retryBaseMs = retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  }

  async execute({ postId, attempt }: Pick<PublishPostRequest, 'postId' | 'attempt'>, now: () => Date = () => new Date()): Promise<PublishOutcome> {
    const read = await this.posts.findById(postId);
    if (!read || !isWaitingToPublish(read)) return 'skipped';
    const post = countPublishTry(read);
    if (!(await this.posts.saveMove(post, read.status))) return this.execute({ postId, attempt }, now);
    try {
      const remote = await this.publisher.publish(post);
      await this.settle(post, (current) => publishedOnNetwork(current, remote, now()), true);
      this.logger.log(`Social post ${post.id} published on ${post.platform} as ${remote.remoteId}`);
      return 'published';
    } catch (error) {
      if (error instanceof PublishUnavailable && attempt < PUBLISH_TRIES) {
        const delayMs = retryDelayMs(attempt, error.retryAfterMs, this.retryBaseMs);
        this.logger.warn(`Social post ${post.id}: ${error.message} (try ${attempt} of ${PUBLISH_TRIES}; again in ${delayMs} ms)`);
        await this.jobs.publishPost({ postId, attempt: attempt + 1, tries: post.publishAttempts }, delayMs);
        return 'retrying';
      }
      if (error instanceof PublishUnauthorized) {
        const marked = await this.posts.markWaitingOn(post.platform, needsReconnectingMessage(post.platform));
        this.logger.warn(`Social post ${post.id}: the ${post.platform} connection needs reconnecting (${marked} waiting post(s) marked)`);
        return 'failed';
      }
      const message = error instanceof PublishUnavailable ? notAnsweringMessage(post.platform) : error instanceof PublishRefused || error instanceof PlatformNotConnected ? error.message : null;
      // Anything else (the database, a bug) fails the job's try: the queue runs it again, and the read above decides anew.
      if (message === null) throw error;
      await this.settle(post, (current) => publishFailed(current, message), false);
      this.logger.warn(`Social post ${post.id} not published on ${post.platform}: ${message}`);
      return 'failed';
    }
  }

  /** Stores the outcome on the post as it now is (the owner may have moved it meanwhile: unscheduled, marked published). */
  private async settle(tried: SocialMediaPost, outcome: (current: SocialMediaPost) => SocialMediaPost, confirmed: boolean): Promise<void> {
    let current: SocialMediaPost | null = tried;
    while (current) {
      // A failure is only recorded on a post still waiting for it; the network's proof on any post (it is out).
      if (!confirmed && !isWaitingToPublish(current)) return;
      if (await this.posts.saveMove(outcome(current), current.status)) return;
      current = await this.posts.findById(tried.id);
    }
  }
}
