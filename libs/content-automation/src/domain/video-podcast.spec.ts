import { InvalidInput } from '@harmony/platform/domain';
import { thrownBy } from '../testing/thrown.js';
import { InvalidStatusTransition } from './content-automation.errors.js';
import { transitionVideoPodcast, VIDEO_PODCAST_STATUSES, type VideoPodcast, type VideoPodcastStatus } from './video-podcast.js';

const now = new Date('2026-03-02T09:00:00Z');
const video = (status: VideoPodcastStatus): VideoPodcast => ({
  id: 5,
  episodeId: 3,
  title: 'Spender Meets Saver (video)',
  description: 'The episode with its waveform.',
  videoUrl: '/media/video/3.mp4',
  thumbnailUrl: '/media/video/3.jpg',
  status,
  publishedAt: null,
  createdAt: new Date('2026-03-01T09:00:00Z'),
});

describe('video podcast statuses (SPEC §4): processing → ready → published', () => {
  const legal = new Set(['processing>ready', 'ready>published']);
  const pairs = VIDEO_PODCAST_STATUSES.flatMap((from) => VIDEO_PODCAST_STATUSES.map((to) => [from, to] as const));

  it('are processing, ready and published', () => {
    expect(VIDEO_PODCAST_STATUSES).toEqual(['processing', 'ready', 'published']);
  });

  it.each(pairs.filter(([from, to]) => legal.has(`${from}>${to}`)))('lets a video move from %s to %s', (from, to) => {
    expect(transitionVideoPodcast(video(from), to, now).status).toBe(to);
  });

  it.each(pairs.filter(([from, to]) => !legal.has(`${from}>${to}`)))('refuses to move a video from %s to %s (409)', (from, to) => {
    const error = thrownBy(InvalidStatusTransition, () => transitionVideoPodcast(video(from), to, now));
    expect(error).toMatchObject({ code: 'invalid-status-transition', kind: 'conflict', subject: 'video podcast', from, to });
    expect(error.message).toContain(`from "${from}" to "${to}"`);
  });

  it('says where a video may go instead', () => {
    expect(thrownBy(InvalidStatusTransition, () => transitionVideoPodcast(video('processing'), 'published')).message).toBe(
      'A video podcast cannot move from "processing" to "published": from "processing" it can only become "ready".',
    );
  });

  it('stamps a publication with its moment, and only a publication', () => {
    expect(transitionVideoPodcast(video('ready'), 'published', now)).toEqual({ ...video('ready'), status: 'published', publishedAt: now });
    expect(transitionVideoPodcast(video('processing'), 'ready', now)).toEqual({ ...video('processing'), status: 'ready' });
  });

  it('answers an unknown status with a 400 on the status field', () => {
    const error = thrownBy(InvalidInput, () => transitionVideoPodcast(video('ready'), 'failed'));
    expect(error).toMatchObject({ code: 'invalid-video-podcast', kind: 'invalid-input' });
    expect(error.fieldErrors).toEqual([{ field: 'status', message: '"failed" is not a video podcast status: use one of processing, ready, published.' }]);
  });
});
