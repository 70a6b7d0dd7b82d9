import { DomainError } from '@harmony/platform/domain';

/**
 * The media a run renders besides its words (issue 22): the quote card (an image post's picture, a
 * reel's still), the reel (a reel post's clip) and the video podcast (with its thumbnail).
 */
export const MEDIA_KINDS = ['quote_card', 'reel', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** `rendering` until the file is stored (`ready`); `failed` keeps the reason until the owner renders it again. */
export const MEDIA_RENDER_STATUSES = ['rendering', 'ready', 'failed'] as const;
export type MediaRenderStatus = (typeof MEDIA_RENDER_STATUSES)[number];

/** The words a card shows for each medium. */
export const MEDIA_KIND_NAMES: Readonly<Record<MediaKind, string>> = { quote_card: 'The quote card', reel: 'The reel', video: 'The video podcast' };

/**
 * One medium to render, with everything a render needs that the episode does not hold: a failed one is
 * rendered again from this alone, without the upload being sent again or the words written again.
 */
export interface MediaRenderDraft {
  readonly kind: MediaKind;
  /** Where the file is served once rendered: the posts and the video name it before it exists. */
  readonly url: string;
  /** The uploaded audio the reel and the video are cut from; it stays stored while a medium may be rendered again. */
  readonly audioUrl: string;
  /** The pull quote on the quote card and the reel. */
  readonly quote: string;
  /** Where the reel starts in the audio; null for the others. */
  readonly startSeconds: number | null;
}

export interface MediaRender extends MediaRenderDraft {
  readonly id: number;
  readonly episodeId: number;
  readonly runId: string;
  readonly status: MediaRenderStatus;
  /** Why the last render failed, as a person reads it; null unless failed. */
  readonly failureReason: string | null;
  /** How many times it was asked to render: the first time by its run, then once per "Render again". */
  readonly renders: number;
}

/** A medium the owner can see failed, for a run's result. */
export interface FailedMedium {
  readonly id: number;
  readonly kind: MediaKind;
  readonly reason: string;
}

/**
 * The storage of a run's media renders (rows created with the run's words, in the same transaction:
 * `GeneratedContent.storeOnce`). Every status change is conditional, so a render repeated by a retried
 * job, or two requests at once, change nothing twice.
 */
export abstract class MediaRenders {
  abstract findById(id: number): Promise<MediaRender | null>;
  /** The run's media in the order they render: quote card, reel, video. */
  abstract ofRun(runId: string): Promise<MediaRender[]>;
  /** The renders of the media served at these URLs (the posts' image and clip, the videos' file). */
  abstract atUrls(urls: readonly string[]): Promise<MediaRender[]>;
  /** The uploads' audio the stored media are rendered from: an upload named here must stay stored. */
  abstract audioUrls(): Promise<string[]>;
  /** rendering → ready; false when it was not rendering. */
  abstract markReady(id: number): Promise<boolean>;
  /** rendering → failed with the reason; false when it was not rendering. */
  abstract markFailed(id: number, reason: string): Promise<boolean>;
  /**
   * failed → rendering, counting one more render: the answer is the medium as it now stands when this
   * call moved it, null when it was not failed (already rendering again, or ready).
   */
  abstract renderAgain(id: number): Promise<MediaRender | null>;
}

/** No medium has this id: 404. */
export class MediaRenderNotFound extends DomainError {
  readonly code = 'media-render-not-found';
  readonly kind = 'not-found' as const;

  constructor(readonly mediaId: number) {
    super(`Medium ${mediaId} was not found.`);
  }
}

/** Only a medium whose render failed is rendered again: one that is ready is not replaced. */
export class MediaAlreadyRendered extends DomainError {
  readonly code = 'media-already-rendered';
  readonly kind = 'conflict' as const;

  constructor(readonly mediaId: number, kind: MediaKind) {
    super(`${MEDIA_KIND_NAMES[kind]} is already rendered: there is nothing to render again.`);
  }
}
