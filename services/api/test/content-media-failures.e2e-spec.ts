import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContentJobResponse as ContentJob, MediaRenderResponse as MediaRender, SocialMediaPostResponse as SocialPost, VideoPodcastResponse as VideoPodcast } from '@harmony/content-automation';
import { failingFfmpeg } from '@harmony/content-automation/testing';
import { wavSample } from '@harmony/platform/testing';
import { useOwner, useTestApp } from './test-app.js';

const SVG_FAILURE = 'Decoder (codec svg) not found';

/**
 * Issue 22, "a media failure never loses the words": a run whose renders fail (an ffmpeg that fails on
 * demand, as the npm build did on SVG covers) still stores its draft and posts, completes, and marks each
 * failed medium with its reason on its card; the owner renders it again without uploading again.
 */
describe('a content run whose media fail to render', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'harmony-ffmpeg-'));
  const ffmpeg = failingFfmpeg(scratch);
  // The renderer finds ffmpeg when the app starts (after this line, in useTestApp's beforeAll).
  process.env.FFMPEG_PATH = ffmpeg.path;
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const { http: api } = useTestApp({ PUBLIC_URL: 'https://harmony.example' });
  const owner = useOwner(api);
  let episodeId: number;

  beforeAll(async () => {
    const created = await owner.post('/api/episodes').send({ number: 7101, title: 'When The Card Will Not Render', description: '<p>Money, marriage and a stubborn encoder.</p>', duration: '1:00' }).expect(201);
    episodeId = (created.body as { id: number }).id;
  });

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 60_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`Still waiting for ${what} after ${timeoutMs} ms: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const socialPosts = async () => (await owner.get(`/api/content/episode/${episodeId}/social-media`).expect(200)).body as SocialPost[];
  const videos = async () => (await owner.get(`/api/content/episode/${episodeId}/video`).expect(200)).body as VideoPodcast[];
  // The admin screen sends an empty JSON object: the route reads no body.
  const renderAgain = (id: number | string) => owner.post(`/api/admin/content-media/${id}/render`).send({});

  it('stores the words, completes with the failed media named, and renders each again from the admin', async () => {
    ffmpeg.fail(SVG_FAILURE);
    const { id: jobId } = (await owner.post(`/api/content/episode/${episodeId}/process`).attach('audio', wavSample(3), 'episode.wav').expect(202)).body as ContentJob;
    const job = await until(async () => (await owner.get(`/api/content/jobs/${jobId}`).expect(200)).body as ContentJob, ({ state }) => state === 'completed' || state === 'failed', 'the run');

    // Completed with failures: the quote card needs no ffmpeg (it is drawn with resvg); the reel and the video do.
    expect(job).toMatchObject({ state: 'completed', progress: 100, error: null, step: 'Done, but the reel and the video podcast could not be rendered: render them again from their cards.' });
    const reason = (what: string) => `${what} could not be rendered: ${SVG_FAILURE}`;
    // The video podcast's render starts with its thumbnail: the reason names the piece that failed.
    expect(job.result!.failedMedia).toEqual([
      { id: expect.any(Number), kind: 'reel', reason: reason('The reel') },
      { id: expect.any(Number), kind: 'video', reason: reason('The thumbnail') },
    ]);
    expect(job.result!.blogPostIds).toHaveLength(1);
    expect(job.result!.socialMediaPostIds).toHaveLength(12);

    const [draft] = (await owner.get(`/api/content/episode/${episodeId}/blog-posts`).expect(200)).body as { content: string }[];
    expect(draft!.content.length).toBeGreaterThanOrEqual(600);
    const posts = await socialPosts();
    expect(posts.every((post) => post.status === 'pending_approval')).toBe(true);
    const reelPost = posts.find((post) => post.contentType === 'reel')!;
    expect(reelPost.media).toEqual([
      { id: expect.any(Number), kind: 'quote_card', status: 'ready', failureReason: null },
      { id: job.result!.failedMedia[0]!.id, kind: 'reel', status: 'failed', failureReason: reason('The reel') },
    ]);
    expect(posts.find((post) => post.contentType === 'image')!.media).toEqual([expect.objectContaining({ kind: 'quote_card', status: 'ready' })]);
    expect(posts.find((post) => post.contentType === 'text')!.media).toEqual([]);
    await api().get(reelPost.imageUrl!).expect(200).expect('Content-Type', 'image/png');
    await api().get(reelPost.videoUrl!).expect(404);
    const [video] = await videos();
    expect(video).toMatchObject({ status: 'processing', media: [{ id: job.result!.failedMedia[1]!.id, kind: 'video', status: 'failed', failureReason: reason('The thumbnail') }] });

    // The cause fixed, the owner renders each again: from the stored upload, with no new one.
    ffmpeg.succeed();
    const reelId = reelPost.media[1]!.id;
    const asked = await renderAgain(reelId).expect(202);
    expect(asked.body).toEqual({ id: reelId, kind: 'reel', status: 'rendering', failureReason: null });
    const rendered = await until(socialPosts, (all) => all.filter((post) => post.contentType === 'reel').every((post) => post.media.every((medium: MediaRender) => medium.status === 'ready')), 'the reel');
    expect(rendered.find((post) => post.id === reelPost.id)!.media.map((medium: MediaRender) => medium.status)).toEqual(['ready', 'ready']);
    await api().get(reelPost.videoUrl!).expect(200).expect('Content-Type', /video\/mp4/);
    expect((await renderAgain(reelId).expect(409)).body).toMatchObject({ code: 'media-already-rendered', detail: 'The reel is already rendered: there is nothing to render again.' });

    await renderAgain(video!.media[0]!.id).expect(202);
    const [ready] = await until(videos, ([one]) => one?.status === 'ready', 'the video podcast');
    expect(ready!.media).toEqual([expect.objectContaining({ kind: 'video', status: 'ready', failureReason: null })]);
    await api().get(ready!.videoUrl).expect(200).expect('Content-Type', /video\/mp4/);
    await api().get(ready!.thumbnailUrl).expect(200);
  });

  it('keeps the re-render route the owner’s, and answers an unknown or malformed medium clearly', async () => {
    await api().post('/api/admin/content-media/1/render').send({}).expect(401);
    expect((await renderAgain(2_147_483_647).expect(404)).body).toMatchObject({ code: 'media-render-not-found', detail: 'Medium 2147483647 was not found.' });
    await renderAgain(2 ** 40).expect(404);
    await renderAgain('abc').expect(400);
  });
});
