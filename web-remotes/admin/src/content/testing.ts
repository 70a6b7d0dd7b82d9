import { jsonResponse } from '../testing.js';
import { post } from '../social/testing.js';
import type { ContentJob, EpisodeBlogPost, EpisodeSocialPost, MediaRender, VideoPodcast } from './content-api.js';

export const contentStats = { 'GET /api/content/stats': jsonResponse({ episodes: 3, pieces: 42, scheduled: 12 }) };

export const contentJob = (changes: Partial<ContentJob> = {}): ContentJob => ({
  id: 'content-run-1',
  state: 'queued',
  progress: 0,
  step: 'Waiting for a worker',
  attemptsMade: 0,
  maxAttempts: 3,
  result: null,
  error: null,
  ...changes,
});

export const blogPost = (id: number, changes: Partial<EpisodeBlogPost> = {}): EpisodeBlogPost => ({
  id,
  episodeId: 12,
  title: 'Money dates that work',
  excerpt: 'Why a weekly money date keeps both of you on the same page.',
  content: '## Why money dates\n\nBring one question each.\n\n## Key takeaways\n\n- Keep it short',
  imageUrl: null,
  status: 'draft',
  scheduledFor: null,
  publishedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});

/** A post as the moderation screen's fixtures make it, at a fixed time. */
export const socialPost = (id: number, changes: Partial<EpisodeSocialPost> = {}): EpisodeSocialPost => post(id, { createdAt: '2026-11-20T10:00:00.000Z', ...changes });

export const videoPodcast = (id: number, changes: Partial<VideoPodcast> = {}): VideoPodcast => ({
  id,
  episodeId: 12,
  title: 'Money dates that work (video)',
  description: 'The episode as a video podcast.',
  videoUrl: `/media/content/episode-12/run/video-podcast-${id}.mp4`,
  thumbnailUrl: `/media/content/episode-12/run/thumbnail-${id}.jpg`,
  status: 'ready',
  publishedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  media: [],
  ...changes,
});

/**
 * Stands in for XMLHttpRequest (jsdom's sends nothing anywhere): records the upload, and lets the
 * test report its progress and answer it.
 */
export class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  method = '';
  url = '';
  body: unknown;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(): void {
    // Headers do not matter to these tests.
  }

  send(body: unknown): void {
    this.body = body;
    FakeUploadRequest.sent.push(this);
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Puts FakeUploadRequest in place of XMLHttpRequest for each test of the calling describe. */
export function fakeUploadsEachTest(): void {
  const real = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeUploadRequest.sent = [];
    globalThis.XMLHttpRequest = FakeUploadRequest as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = real;
  });
}

/** The upload the screen sent last. */
export function lastUpload(): FakeUploadRequest {
  const request = FakeUploadRequest.sent.at(-1);
  if (!request) throw new Error('No upload was sent');
  return request;
}

/** A medium's render as the cards receive it: failed on the npm ffmpeg's SVG decoder unless told otherwise. */
export const mediaRender = (id: number, changes: Partial<MediaRender> = {}): MediaRender => ({
  id,
  kind: 'reel',
  status: 'failed',
  failureReason: 'The reel could not be rendered: Decoder (codec svg) not found',
  ...changes,
});
