import { INVALID_VIDEO_PODCAST } from './content-automation.errors.js';
import { statusMachine, type StatusMove } from './status-machine.js';

/** SPEC §4. A video podcast is stored `processing` (SPEC §9) while its MP4 renders. */
export const VIDEO_PODCAST_STATUSES = ['processing', 'ready', 'published'] as const;
export type VideoPodcastStatus = (typeof VIDEO_PODCAST_STATUSES)[number];

/**
 * processing → ready (its MP4 is rendered) → published (the owner put it out). No way back: a render
 * that fails leaves the video `processing`, its render marked failed with the reason (media-render.ts)
 * until the owner renders it again; nothing leaves `published`.
 */
export const videoPodcastStatuses = statusMachine<VideoPodcastStatus, StatusMove<VideoPodcastStatus>>({
  subject: 'video podcast',
  statuses: VIDEO_PODCAST_STATUSES,
  words: { processing: 'processing', ready: 'ready', published: 'published' },
  invalidCode: INVALID_VIDEO_PODCAST,
  moves: [
    { from: 'processing', to: 'ready' },
    { from: 'ready', to: 'published' },
  ],
});

/** SPEC §3 `video_podcasts`. */
export interface VideoPodcast {
  readonly id: number;
  readonly episodeId: number;
  readonly title: string;
  readonly description: string;
  readonly videoUrl: string;
  readonly thumbnailUrl: string;
  readonly status: VideoPodcastStatus;
  readonly publishedAt: Date | null;
  readonly createdAt: Date;
}

/**
 * The video in status `to` (as a request gives it): an unknown status is an InvalidInput (400), a move
 * the machine does not allow an InvalidStatusTransition (409); publishing stamps `publishedAt` with `now`.
 */
export function transitionVideoPodcast<T extends Pick<VideoPodcast, 'status' | 'publishedAt'>>(video: T, to: string, now: Date = new Date()): T {
  const target = videoPodcastStatuses.parse(to);
  videoPodcastStatuses.move(video.status, target);
  return target === 'published' ? { ...video, status: target, publishedAt: now } : { ...video, status: target };
}
