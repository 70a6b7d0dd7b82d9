import { FieldChecks } from '@harmony/platform/domain';
import { INVALID_SOCIAL_POST, SocialPostNotEditable } from './content-automation.errors.js';
import { isOneOf, notOneOfMessage } from './enumeration.js';
import { checkPlatformText } from './platform-limits.js';
import { movePublication, type MoveOptions } from './publication.js';
import { SOCIAL_PLATFORMS, type SocialPlatform } from './social-platform.js';
import { statusMachine, type StatusMove } from './status-machine.js';

/** SPEC §4. A post is stored `draft` (SPEC §9); the pipeline submits what it generates for review. */
export const SOCIAL_POST_STATUSES = ['draft', 'pending_approval', 'approved', 'scheduled', 'published', 'rejected'] as const;
export type SocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number];

/** SPEC §4: an image post (a quote card), a reel (a vertical clip), or text alone. */
export const SOCIAL_CONTENT_TYPES = ['image', 'reel', 'text'] as const;
export type SocialContentType = (typeof SOCIAL_CONTENT_TYPES)[number];

/** SPEC §9: the moderation screen opens on the posts pending approval. */
export const DEFAULT_MODERATION_STATUS: SocialPostStatus = 'pending_approval';

export type SocialPostAction = 'submit' | 'approve' | 'reject' | 'publish-now' | 'schedule' | 'unschedule' | 'publish-when-due' | 'reconsider';

/**
 * Who makes a move:
 * - `button`: the owner, with a status button of a moderation card (the SPEC §4 four);
 * - `scheduling`: the owner, with the scheduling control (beyond the SPEC, issue 10): a time to
 *   publish at, or the plan called off;
 * - `pipeline`: the content pipeline, submitting what it generated for review;
 * - `clock`: the scheduled publication, when its time comes.
 */
export type SocialMoveTrigger = 'button' | 'scheduling' | 'pipeline' | 'clock';

export interface SocialPostMove extends StatusMove<SocialPostStatus> {
  readonly action: SocialPostAction;
  /** The button's or the control's text. */
  readonly label: string;
  readonly by: SocialMoveTrigger;
}

/**
 * The social post's state machine: the SPEC §4 moderation buttons (pending_approval → approved
 * Approve, → rejected Reject; approved → published Publish Now; rejected → pending_approval
 * Reconsider) and the moves issue 10 adds (draft → pending_approval when the pipeline submits what it
 * generated; approved → scheduled when the owner picks a time; scheduled → published when it comes).
 *
 * `scheduled → approved` (unschedule) is allowed: a plan made by mistake, or a moment that no longer
 * fits, is called off without deleting the post; the owner may then publish it now or schedule it
 * again. The job that would have published it then leaves it alone (`publishIfDue`). No move leaves
 * `published`: what is out is out.
 */
export const socialPostStatuses = statusMachine<SocialPostStatus, SocialPostMove>({
  subject: 'social post',
  statuses: SOCIAL_POST_STATUSES,
  words: { draft: 'draft', pending_approval: 'pending approval', approved: 'approved', scheduled: 'scheduled', published: 'published', rejected: 'rejected' },
  invalidCode: INVALID_SOCIAL_POST,
  moves: [
    { from: 'draft', to: 'pending_approval', action: 'submit', label: 'Submit for review', by: 'pipeline' },
    { from: 'pending_approval', to: 'approved', action: 'approve', label: 'Approve', by: 'button' },
    { from: 'pending_approval', to: 'rejected', action: 'reject', label: 'Reject', by: 'button' },
    { from: 'approved', to: 'published', action: 'publish-now', label: 'Publish Now', by: 'button' },
    { from: 'approved', to: 'scheduled', action: 'schedule', label: 'Schedule', by: 'scheduling' },
    { from: 'scheduled', to: 'published', action: 'publish-when-due', label: 'Publish at its time', by: 'clock' },
    { from: 'scheduled', to: 'approved', action: 'unschedule', label: 'Unschedule', by: 'scheduling' },
    { from: 'rejected', to: 'pending_approval', action: 'reconsider', label: 'Reconsider', by: 'button' },
  ],
});

/**
 * The status buttons a moderation card offers (SPEC §4): Approve and Reject on a post pending approval,
 * Publish Now on an approved one, Reconsider on a rejected one; a draft, a scheduled or a published
 * post none. (Scheduling is its own control, with a time: see the `scheduling` moves.)
 */
export const moderationActions = (status: SocialPostStatus): readonly SocialPostMove[] => socialPostStatuses.movesFrom(status).filter((move) => move.by === 'button');

export interface SocialMediaPostDraft {
  readonly episodeId: number;
  readonly platform: SocialPlatform;
  readonly contentType: SocialContentType;
  readonly content: string;
  /** The quote card of an `image` post, the still of a `reel`. */
  readonly imageUrl: string | null;
  /** The clip of a `reel` post. */
  readonly videoUrl: string | null;
  readonly status: SocialPostStatus;
  readonly scheduledFor: Date | null;
  readonly publishedAt: Date | null;
}

/**
 * Issue 26: where a post stands with its network, beside its status. `publishing` while a job is
 * publishing it (it stays approved or scheduled until the network confirms); `publishError` the last
 * failure in plain words; `remoteId`/`remoteUrl` the network's proof once it is out; `publishAttempts`
 * every try ever made (it names each try's job, so no try is ever mistaken for another).
 */
export interface SocialPostPublishing {
  readonly publishState: 'publishing' | null;
  readonly publishError: string | null;
  readonly remoteId: string | null;
  readonly remoteUrl: string | null;
  readonly publishAttempts: number;
}

/** A new post has not been near a network. */
export const NOT_PUBLISHING: SocialPostPublishing = Object.freeze({ publishState: null, publishError: null, remoteId: null, remoteUrl: null, publishAttempts: 0 });

/** SPEC §3 `social_media_posts`. */
export interface SocialMediaPost extends SocialMediaPostDraft, SocialPostPublishing {
  readonly id: number;
  readonly createdAt: Date;
}

/** What the writer (or the owner) gives; platform and content type as they come, checked here. */
export interface SocialPostInput {
  readonly episodeId: number;
  readonly platform: string;
  readonly contentType: string;
  readonly content: string;
  readonly imageUrl?: string | null;
  readonly videoUrl?: string | null;
}

/** Checks a post's text against its platform's limits (when the platform is one), on the `content` field. */
const checkContent = (checks: FieldChecks, platform: string, content: string): FieldChecks => {
  checks.require(content.length > 0, 'content', 'The post text is required.');
  const broken = isOneOf(SOCIAL_PLATFORMS, platform) ? checkPlatformText(platform, content).broken : [];
  return checks.require(broken.length === 0, 'content', broken[0]?.message ?? '');
};

/** SPEC §7 `POST /api/social-media/generate/{episodeId}` `{count}`: how many posts one request may ask for. */
export const GENERATE_LIMITS = Object.freeze({ min: 1, max: 20 });

/** A request for `count` more posts, checked: a whole number within GENERATE_LIMITS, or an error on `count`. */
export function checkGenerateCount(count: number): void {
  const { min, max } = GENERATE_LIMITS;
  new FieldChecks(INVALID_SOCIAL_POST).require(Number.isInteger(count) && count >= min && count <= max, 'count', `Ask for ${min} to ${max} posts.`).throwIfAny();
}

/**
 * A new post, `draft` (SPEC §9), once its episode, platform, content type and text are valid: the
 * text, trimmed, within its platform's limits (`checkPlatformText`). Every broken rule at once, on its field.
 */
export function draftSocialPost(input: SocialPostInput): SocialMediaPostDraft {
  const content = input.content.trim();
  const checks = new FieldChecks(INVALID_SOCIAL_POST)
    .require(Number.isInteger(input.episodeId) && input.episodeId >= 1, 'episodeId', 'The episode id must be a whole number of 1 or more.')
    .require(isOneOf(SOCIAL_PLATFORMS, input.platform), 'platform', notOneOfMessage(SOCIAL_PLATFORMS, input.platform, 'platform'))
    .require(isOneOf(SOCIAL_CONTENT_TYPES, input.contentType), 'contentType', notOneOfMessage(SOCIAL_CONTENT_TYPES, input.contentType, 'content type'));
  checkContent(checks, input.platform, content).throwIfAny();
  return {
    episodeId: input.episodeId,
    platform: input.platform as SocialPlatform,
    contentType: input.contentType as SocialContentType,
    content,
    imageUrl: input.imageUrl?.trim() || null,
    videoUrl: input.videoUrl?.trim() || null,
    status: 'draft',
    scheduledFor: null,
    publishedAt: null,
  };
}

/** The statuses in which the owner may still change a post's text: before anyone accepted it. */
export const EDITABLE_SOCIAL_POST_STATUSES: readonly SocialPostStatus[] = ['draft', 'pending_approval'];

/** The post with the owner's text (trimmed, within its platform's limits), while it is still under review. */
export function reviseSocialPostContent<T extends Pick<SocialMediaPostDraft, 'status' | 'platform' | 'content'>>(post: T, content: string): T {
  if (!EDITABLE_SOCIAL_POST_STATUSES.includes(post.status)) throw new SocialPostNotEditable(post.status, socialPostStatuses.inWords(post.status));
  const revised = content.trim();
  checkContent(new FieldChecks(INVALID_SOCIAL_POST), post.platform, revised).throwIfAny();
  return { ...post, content: revised };
}

/** The post in status `to`, as a request gives it: see `movePublication` for the errors and the fields a move sets. */
export const transitionSocialPost = <T extends Pick<SocialMediaPostDraft, 'status' | 'scheduledFor' | 'publishedAt'>>(post: T, to: string, options: MoveOptions = {}): T => movePublication(socialPostStatuses, post, to, options);

/**
 * What the scheduled publication does when its job fires: a post still `scheduled` whose time has
 * come is published (stamped `now`); any other (unscheduled meanwhile, scheduled again for later,
 * already out) is left as it is, and the answer is null. A stale or early job thus never publishes.
 */
export function publishIfDue<T extends Pick<SocialMediaPostDraft, 'status' | 'scheduledFor' | 'publishedAt'>>(post: T, now: Date = new Date()): T | null {
  return isDue(post, now) ? transitionSocialPost(post, 'published', { now }) : null;
}

/** Whether a post is still scheduled and its time has come. */
export const isDue = (post: Pick<SocialMediaPostDraft, 'status' | 'scheduledFor'>, now: Date = new Date()): boolean =>
  post.status === 'scheduled' && post.scheduledFor !== null && post.scheduledFor.getTime() <= now.getTime();
