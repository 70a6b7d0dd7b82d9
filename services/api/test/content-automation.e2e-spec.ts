import { readdir } from 'node:fs/promises';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';
import { mediaDirectory, uploadsDirectory } from '@harmony/platform';
import request from 'supertest';
import { pdfSample, requestHoldingBody, wavSample } from '@harmony/platform/testing';
import type { BlogPostResponse as BlogPost, ContentJobResponse as ContentJob, SocialMediaPostResponse as SocialPost, VideoPodcastResponse as VideoPodcast } from '@harmony/content-automation';
import { ffmpegShippedByNpm } from '@harmony/content-automation/testing';
import { signInAsOwner, startTestApp, TEST_APP_START_TIMEOUT_MS, useOwner, useTestApp, type TestApp } from './test-app.js';

const AUDIO_LIMIT_MB = 1;

// The media are rendered by the ffmpeg a fresh `npm install` brings (4.1, from 2018: no SVG decoder),
// whatever else this machine has: what a newcomer's machine renders with.
const npmFfmpeg = ffmpegShippedByNpm();
if (!npmFfmpeg) throw new Error('@ffmpeg-installer/ffmpeg ships no ffmpeg for this platform.');
process.env.FFMPEG_PATH = npmFfmpeg;

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Content automation (issue 10): upload → queue → pipeline → drafts, posts, video → moderation, on the embedded (in-process) queue. */
describe('the content automation API', () => {
  const { app, http: api } = useTestApp({ AUDIO_UPLOAD_MAX_MB: String(AUDIO_LIMIT_MB), PUBLIC_URL: 'https://harmony.example' });
  const owner = useOwner(api);
  let episodeId: number;

  beforeAll(async () => {
    const created = await owner
      .post('/api/episodes')
      .send({ number: 7001, title: 'Budgeting As Newlyweds', description: '<p>We talk about <strong>joint accounts</strong>, money dates and the first budget we made together.</p>', duration: '1:00' })
      .expect(201);
    episodeId = (created.body as { id: number }).id;
  });

  const upload = (id: number, audio: Buffer, name = 'episode.wav') => owner.post(`/api/content/episode/${id}/process`).attach('audio', audio, name);

  async function finished(jobId: string, timeoutMs = 60_000): Promise<ContentJob> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = (await owner.get(`/api/content/jobs/${jobId}`).expect(200)).body as ContentJob;
      if (job.state === 'completed' || job.state === 'failed') return job;
      if (Date.now() > deadline) throw new Error(`Job ${jobId} still ${job.state} (${job.step}) after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The run's quote card, reel and video podcast, served as what they are. */
  async function expectRenderedMedia(episodeId: number, result: NonNullable<ContentJob['result']>): Promise<void> {
    const posts = ((await owner.get(`/api/content/episode/${episodeId}/social-media`).expect(200)).body as SocialPost[]).filter((post) => result.socialMediaPostIds.includes(post.id));
    const reel = posts.find((post) => post.contentType === 'reel')!;
    const image = posts.find((post) => post.contentType === 'image')!;
    await api().get(image.imageUrl!).expect(200).expect('Content-Type', 'image/png');
    await api().get(reel.videoUrl!).expect(200).expect('Content-Type', /video\/mp4/);

    const videos = (await owner.get(`/api/content/episode/${episodeId}/video`).expect(200)).body as VideoPodcast[];
    const video = videos.find(({ id }) => id === result.videoPodcastId);
    expect(video).toMatchObject({ status: 'ready' });
    const mp4 = await api().get(video!.videoUrl).expect(200).expect('Content-Type', /video\/mp4/);
    expect(Number(mp4.headers['content-length'])).toBeGreaterThan(1000);
  }

  it('needs the owner’s session for every content route', async () => {
    await api().post(`/api/content/episode/${episodeId}/process`).attach('audio', wavSample(), 'a.wav').expect(401);
    await api().get('/api/content/jobs/content-run-x').expect(401);
    await api().get(`/api/content/episode/${episodeId}/blog-posts`).expect(401);
    await api().post(`/api/social-media/generate/${episodeId}`).send({ count: 2 }).expect(401);
  });

  it('turns an uploaded audio into one blog post draft, a post per platform and content type, and a rendered video', async () => {
    const accepted = await upload(episodeId, wavSample(3)).expect(202);
    const job = accepted.body as ContentJob;
    expect(job).toMatchObject({ id: expect.stringMatching(/^content-run-/), state: expect.stringMatching(/^(queued|active|completed)$/), progress: expect.any(Number) });
    expect(accepted.headers.location).toBe(`/api/content/jobs/${job.id}`);

    const done = await finished(job.id);
    expect(done).toMatchObject({ state: 'completed', progress: 100, step: 'Done', error: null });
    const result = done.result!;
    expect(result.blogPostIds).toHaveLength(1);
    expect(result.socialMediaPostIds).toHaveLength(12);

    const [blogPost] = (await owner.get(`/api/content/episode/${episodeId}/blog-posts`).expect(200)).body as BlogPost[];
    expect(blogPost).toMatchObject({ id: result.blogPostIds[0], status: 'draft', episodeId });
    expect(blogPost!.content.length).toBeGreaterThanOrEqual(600);
    expect(blogPost!.content).toMatch(/^## Key takeaways$/im);

    const posts = (await owner.get(`/api/content/episode/${episodeId}/social-media`).expect(200)).body as SocialPost[];
    expect(posts.map((post) => post.id).sort()).toEqual([...result.socialMediaPostIds].sort());
    expect(new Set(posts.map((post) => `${post.platform}/${post.contentType}`)).size).toBe(12);
    expect(new Set(posts.map((post) => post.content)).size).toBe(12);
    expect(posts.every((post) => post.status === 'pending_approval')).toBe(true);
    await expectRenderedMedia(episodeId, result);

    // Beside them, the "new episode" newsletter draft (issue 25 item 6), for the owner to review and send.
    const newsletters = (await owner.get('/api/admin/newsletters').expect(200)).body as { items: { source: string; episodeId: number | null; status: string; subject: string; content: string }[] };
    const drafted = newsletters.items.filter((item) => item.episodeId === episodeId);
    expect(drafted).toEqual([expect.objectContaining({ source: 'content-automation', status: 'draft', subject: expect.stringMatching(/^New episode: /), content: expect.stringContaining('[Listen to the episode](') })]);

    // The probe measured the audio: the episode's duration is the upload's.
    const episode = (await owner.get(`/api/admin/episodes/${episodeId}`).expect(200)).body as { duration: string };
    expect(episode.duration).toBe('0:03');
  });

  it('renders the quote card, reel and video of a demo episode, whose cover is an SVG', async () => {
    const episodes = (await owner.get('/api/admin/episodes').expect(200)).body as { id: number; imageUrl: string | null }[];
    const demo = episodes.find((episode) => /^\/media\/demo\/.+\.svg$/.test(episode.imageUrl ?? ''));
    if (!demo) throw new Error(`No demo episode with an SVG cover among ${JSON.stringify(episodes.map(({ imageUrl }) => imageUrl))}`);

    const { id } = (await upload(demo.id, wavSample(2)).expect(202)).body as ContentJob;
    const done = await finished(id);
    expect(done).toMatchObject({ state: 'completed', step: 'Done', error: null });
    await expectRenderedMedia(demo.id, done.result!);
  });

  it('streams the job as server-sent events that end once it is finished', async () => {
    const { id } = (await upload(episodeId, wavSample(1)).expect(202)).body as ContentJob;
    const events = await owner.get(`/api/content/jobs/${id}/events`).buffer(true).parse((response, done) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => done(null, text));
    });

    expect(events.headers['content-type']).toMatch(/^text\/event-stream/);
    const states = String(events.body)
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => (JSON.parse(line.slice(6)) as ContentJob).state);
    expect(states.at(-1)).toBe('completed');
    await owner.get('/api/content/jobs/content-run-unknown/events').expect(404);
  });

  it('makes one job per upload', async () => {
    const first = (await upload(episodeId, wavSample(1)).expect(202)).body as ContentJob;
    const second = (await upload(episodeId, wavSample(1)).expect(202)).body as ContentJob;
    expect(first.id).not.toBe(second.id);
    await Promise.all([finished(first.id), finished(second.id)]);
    // One newsletter draft per episode, however many times it is processed.
    const newsletters = (await owner.get('/api/admin/newsletters?pageSize=100').expect(200)).body as { items: { episodeId: number | null }[] };
    expect(newsletters.items.filter((item) => item.episodeId === episodeId)).toHaveLength(1);
  });

  it('refuses what it cannot process with a clear status, and keeps no file of it', async () => {
    const media = mediaDirectory(app().config);
    const before = await filesUnder(media);

    const unknown = await upload(999_999, wavSample()).expect(404);
    expect(unknown.body).toMatchObject({ code: 'episode-not-found', detail: 'Episode 999999 was not found. Check the episode ID.' });
    const wrongType = await upload(episodeId, pdfSample(), 'notes.mp3').expect(415);
    expect(wrongType.body.detail).toMatch(/MP3, M4A, WAV, AAC, OGG, WebM or FLAC/);
    const tooLarge = await upload(episodeId, Buffer.concat([wavSample(), Buffer.alloc(AUDIO_LIMIT_MB * 1024 * 1024)])).expect(413);
    expect(tooLarge.body).toMatchObject({ code: 'upload-too-large', errors: [{ field: 'audio' }] });
    await owner.post(`/api/content/episode/${episodeId}/process`).field('note', 'no file').expect(400);
    await owner.post('/api/content/episode/abc/process').attach('audio', wavSample(), 'a.wav').expect(400);

    expect(await filesUnder(media)).toEqual(before);
    expect(await filesUnder(uploadsDirectory(app().config))).toEqual([]);
  });

  it('refuses a Content-Length over the limit before reading the body', async () => {
    const { answered } = await requestHoldingBody(app().app.getHttpServer(), 'POST', `/api/content/episode/${episodeId}/process`, {
      Cookie: owner.cookie(),
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': 3 * AUDIO_LIMIT_MB * 1024 * 1024,
    });
    expect((await answered).status).toBe(413);
  });

  it('answers an unknown job with 404', async () => {
    const missing = await owner.get('/api/content/jobs/content-run-nope').expect(404);
    expect(missing.body).toMatchObject({ code: 'content-job-not-found' });
  });

  it('edits a blog post draft within the draft rules, and publishes it as a blog article', async () => {
    const [draft] = (await owner.get(`/api/content/episode/${episodeId}/blog-posts`).expect(200)).body as BlogPost[];
    const tooShort = await owner.patch(`/api/content/blog-posts/${draft!.id}`).send({ content: '## Short' }).expect(400);
    expect(tooShort.body).toMatchObject({ code: 'invalid-blog-post', errors: [{ field: 'content' }] });
    const edited = (await owner.patch(`/api/content/blog-posts/${draft!.id}`).send({ title: 'Our First Budget, Together' }).expect(200)).body as BlogPost;
    expect(edited.title).toBe('Our First Budget, Together');

    const published = await owner.post(`/api/content/blog-posts/${draft!.id}/publish`).send({ published: true }).expect(201);
    expect(published.body).toMatchObject({ blogPost: { status: 'published' }, article: { slug: 'our-first-budget-together', published: true } });
    const article = await api().get('/api/blog-articles/our-first-budget-together').expect(200);
    expect(article.body).toMatchObject({ title: 'Our First Budget, Together' });
    await owner.post(`/api/content/blog-posts/${draft!.id}/publish`).send({ published: true }).expect(409);
    await owner.post('/api/content/blog-posts/99999/publish').send({ published: true }).expect(404);
  });

  it('generates more posts on demand, pending approval and unlike the ones before', async () => {
    const before = (await owner.get(`/api/content/episode/${episodeId}/social-media`).expect(200)).body as SocialPost[];
    const generated = await owner.post(`/api/social-media/generate/${episodeId}`).send({ count: 3 }).expect(201);
    const posts = (generated.body as { posts: SocialPost[] }).posts;
    expect(posts).toHaveLength(3);
    expect(posts.every((post) => post.status === 'pending_approval' && post.episodeId === episodeId)).toBe(true);
    const earlier = new Set(before.map((post) => post.content));
    expect(posts.some((post) => earlier.has(post.content))).toBe(false);

    for (const count of [0, 21, 'five']) await owner.post(`/api/social-media/generate/${episodeId}`).send({ count }).expect(400);
    await owner.post('/api/social-media/generate/999999').send({ count: 2 }).expect(404);
  });

  it('counts each post’s text the network’s way, and lets the owner edit a post under review', async () => {
    const check = await owner.post('/api/social-media/text-check').send({ platform: 'twitter', content: `${'a'.repeat(250)} https://example.com/a/very/long/link/that/counts/as/twenty/three` }).expect(200);
    expect(check.body).toMatchObject({ platform: 'twitter', characters: { used: 274, limit: 280 }, broken: [] });
    await owner.post('/api/social-media/text-check').send({ platform: 'myspace', content: 'hi' }).expect(400);

    const [post] = ((await owner.get(`/api/content/episode/${episodeId}/social-media`).expect(200)).body as SocialPost[]).filter((candidate) => candidate.platform === 'twitter' && candidate.status === 'pending_approval');
    const edited = await owner.patch(`/api/social-media/${post!.id}/content`).send({ content: '  One money date a week. #MoneyTalks  ' }).expect(200);
    expect(edited.body).toMatchObject({ content: 'One money date a week. #MoneyTalks' });
    const tooLong = await owner.patch(`/api/social-media/${post!.id}/content`).send({ content: 'x'.repeat(281) }).expect(400);
    expect(tooLong.body.errors).toEqual([{ field: 'content', message: expect.stringContaining('280') }]);

    await owner.patch(`/api/social-media/${post!.id}/status`).send({ status: 'approved' }).expect(200);
    await owner.patch(`/api/social-media/${post!.id}/content`).send({ content: 'Too late' }).expect(409);
  });

  it('publishes a scheduled post when its time comes, through the queue', async () => {
    const [post] = ((await owner.get(`/api/content/episode/${episodeId}/social-media`).expect(200)).body as SocialPost[]).filter((candidate) => candidate.status === 'pending_approval');
    await owner.patch(`/api/social-media/${post!.id}/status`).send({ status: 'approved' }).expect(200);
    const at = new Date(Date.now() + 1500).toISOString();
    await owner.patch(`/api/social-media/${post!.id}/status`).send({ status: 'scheduled', scheduledFor: at }).expect(200);

    const stats = (await owner.get('/api/content/stats').expect(200)).body as { scheduled: number; pieces: number; episodes: number };
    expect(stats.scheduled).toBeGreaterThanOrEqual(1);
    expect(stats.episodes).toBeGreaterThanOrEqual(1);

    const deadline = Date.now() + 10_000;
    let status = 'scheduled';
    while (status === 'scheduled' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const published = (await owner.get('/api/social-media?status=published').expect(200)).body as SocialPost[];
      if (published.some((candidate) => candidate.id === post!.id)) status = 'published';
    }
    expect(status).toBe('published');
  });
});

/**
 * Redis between the API and the real server, so a test can take it away: every connection is cut
 * and new ones are refused, as when Redis goes down under a running API.
 */
async function redisThatCanGoDown(target: URL): Promise<{ url: string; goDown(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    async goDown() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

const redisUrl = process.env.TEST_REDIS_URL;
const servicesRequired = process.env.REQUIRE_SERVICES === '1';

(redisUrl || servicesRequired ? describe : describe.skip)('the content upload when Redis goes down (TEST_REDIS_URL)', () => {
  let testApp: TestApp;
  let redis: Awaited<ReturnType<typeof redisThatCanGoDown>>;
  beforeAll(async () => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL is required when REQUIRE_SERVICES=1 (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379).');
    redis = await redisThatCanGoDown(new URL(redisUrl));
    testApp = await startTestApp({ REDIS_URL: redis.url });
  }, TEST_APP_START_TIMEOUT_MS);
  afterAll(() => testApp?.close());

  it('shows the queue dashboard at /admin/queues to the owner only', async () => {
    const http = () => request(testApp.app.getHttpServer());
    const toLogin = await http().get('/admin/queues').set('Accept', 'text/html').expect(303);
    expect(toLogin.headers.location).toBe('/admin/login');
    await http().get('/admin/queues/api/queues').set('Accept', 'application/json').expect(401);

    const cookie = await signInAsOwner(http);
    const page = await http().get('/admin/queues').set('Cookie', cookie).set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('Harmony jobs');
    const queues = await http().get('/admin/queues/api/queues').set('Cookie', cookie).expect(200);
    expect((queues.body as { queues: { name: string }[] }).queues.map((queue) => queue.name)).toEqual(['jobs']);
  });

  it('answers 503 with a clear message before reading the upload, and stores nothing', async () => {
    const http = () => request(testApp.app.getHttpServer());
    const cookie = await signInAsOwner(http);
    const episode = await http().post('/api/episodes').set('Cookie', cookie).send({ number: 7002, title: 'Queue Down', description: '<p>x</p>', duration: '1:00' }).expect(201);
    const media = mediaDirectory(testApp.config);
    const before = await filesUnder(media);

    await redis.goDown();
    const refused = await http().post(`/api/content/episode/${(episode.body as { id: number }).id}/process`).set('Cookie', cookie).attach('audio', wavSample(), 'a.wav').expect(503);

    expect(refused.body).toMatchObject({ code: 'content-processing-unavailable', detail: expect.stringMatching(/job queue cannot be reached.*Nothing was saved/) });
    expect(await filesUnder(media)).toEqual(before);
    expect(await filesUnder(uploadsDirectory(testApp.config))).toEqual([]);
  });
});
