import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Response } from 'supertest';
import { mediaDirectory, PRIVATE_CACHE_CONTROL, uploadsDirectory } from '@harmony/platform';
import { mp3Sample, pdfSample, pngSample, requestHoldingBody, wavSample } from '@harmony/platform/testing';
import { useOwner, useTestApp } from './test-app.js';

interface ManagedEpisode {
  id: number;
  number: number;
  title: string;
  description: string;
  descriptionHtml: string;
  audioUrl: string | null;
  imageUrl: string | null;
  duration: string;
  publishedAt: string;
  featured: boolean;
  status: 'published' | 'scheduled' | 'missing-audio' | 'missing-cover';
  transcriptUrl: string | null;
  chaptersUrl: string | null;
}

/** A cover the demo seed stored: new episodes may name it without an upload. */
const DEMO_COVER = '/media/demo/episode-11.svg';
const AUDIO_LIMIT_MB = 1;

let sequence = 200;
/** A valid new episode, its number and title unique in this suite. */
const anEpisode = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return { number: sequence, title: `Managed Episode ${sequence}`, description: `<p>Episode ${sequence} <script>alert(1)</script>made in the manager.</p>`, duration: '31:07', ...overrides };
};

/** The Episode Manager (issue 9 item 4): every write shows on the public site at the next read, cached or not. */
describe('the Episode Manager API', () => {
  // A small audio limit, so a body past it is cheap to send.
  const { app, http: api } = useTestApp({ AUDIO_UPLOAD_MAX_MB: String(AUDIO_LIMIT_MB) });
  const owner = useOwner(api);
  const create = async (body: Record<string, unknown>): Promise<ManagedEpisode> => (await owner.post('/api/episodes').send(body).expect(201)).body;
  const patch = async (id: number, body: Record<string, unknown>): Promise<ManagedEpisode> => (await owner.patch(`/api/episodes/${id}`).send(body).expect(200)).body;
  const upload = (id: number, medium: 'audio' | 'cover', bytes: Buffer, type: string) => owner.put(`/api/episodes/${id}/${medium}`).set('Content-Type', type).send(bytes);

  const ids = (response: Response) => (response.body as { id: number }[]).map((episode) => episode.id);
  const publicIds = async (url = '/api/episodes') => ids(await api().get(url).expect(200));
  const feed = async () => (await api().get('/rss.xml').set('Host', 'podcast.example').expect(200)).text;
  const episodesPage = async () => (await api().get('/episodes').set('Accept', 'text/html').expect(200)).text;
  const homePage = async () => (await api().get('/').set('Accept', 'text/html').expect(200)).text;
  /** Every public read of an episode: the list, the featured ones, by id, the feed and the pages' inlined data (the newest is on the home page). */
  const publicReads = async ({ id, title }: ManagedEpisode) => ({
    listed: (await publicIds()).includes(id),
    featured: (await publicIds('/api/episodes/featured')).includes(id),
    byId: (await api().get(`/api/episodes/${id}`)).status,
    inFeed: (await feed()).includes(title),
    onPage: (await episodesPage()).includes(title),
    onHome: (await homePage()).includes(title),
  });
  const PUBLIC = { listed: true, featured: true, byId: 200, inFeed: true, onPage: true, onHome: true };
  const HIDDEN = { listed: false, featured: false, byId: 404, inFeed: false, onPage: false, onHome: false };

  /** Nothing left of refused uploads: no temporary file, no partial file among the media. */
  const leftovers = async () => {
    const temporary = await readdir(uploadsDirectory(app().config)).catch(() => []);
    const partial = (await readdir(mediaDirectory(app().config), { recursive: true })).filter((name) => String(name).endsWith('.partial'));
    return [...temporary, ...partial];
  };

  const openRequest = (method: string, target: string, headers: Record<string, string | number>) => requestHoldingBody(app().app.getHttpServer(), method, target, { Cookie: owner.cookie(), ...headers });

  it('answers 401 to every manager route without the session, an upload before its body is read', async () => {
    const calls = [
      api().get('/api/admin/episodes'),
      api().get('/api/admin/episodes/1'),
      api().post('/api/episodes').send(anEpisode()),
      api().patch('/api/episodes/1').send({ featured: true }),
      api().delete('/api/episodes/1'),
      api().post('/api/admin/episodes/description-preview').send({ description: 'A **money** date' }),
      api().put('/api/episodes/1/audio').set('Content-Type', 'audio/mpeg').send(mp3Sample()),
      api().put('/api/episodes/1/cover').set('Content-Type', 'image/png').send(pngSample()),
    ];
    for (const call of calls) {
      const response = await call.expect(401);
      expect(response.body).toMatchObject({ status: 401, code: 'not-signed-in' });
    }
  });

  it("lists every episode for the owner, newest first, a page at a time, with each one's status, never cached", async () => {
    const response = await owner.get('/api/admin/episodes?limit=2&offset=1').expect(200);
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const total = Number(response.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(11);
    expect(response.headers.link).toBe(`</api/admin/episodes?limit=2&offset=3>; rel="next", </api/admin/episodes?limit=2&offset=0>; rel="prev"`);
    const [second] = response.body as ManagedEpisode[];
    expect(second).toEqual({
      id: expect.any(Number),
      number: 10,
      title: 'When One Partner Earns More: Fairness Without Scorekeeping',
      description: expect.stringContaining('Splitting bills fifty-fifty'),
      descriptionHtml: expect.stringContaining('<p>'),
      audioUrl: expect.stringMatching(/^\/media\/demo\/.+\.mp3$/),
      imageUrl: expect.stringMatching(/^\/media\/demo\/.+\.svg$/),
      duration: expect.stringMatching(/^[2-3]:[0-5]\d$/),
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      featured: true,
      status: 'published',
      // The demo episode's transcript and chapters, as an upload stores them.
      transcriptUrl: expect.stringMatching(/\.vtt$/),
      chaptersUrl: expect.stringMatching(/\.json$/),
    });
    const one = await owner.get(`/api/admin/episodes/${second!.id}`).expect(200);
    // The one-episode answer adds what the editor shows of the transcript and the chapters.
    expect(one.body).toEqual({ ...second, chapters: expect.arrayContaining([{ startSeconds: 0, title: 'When fifty-fifty feels wrong' }]), transcriptCueCount: 5 });
    expect(one.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect((await owner.get('/api/admin/episodes/999999').expect(404)).body.code).toBe('episode-not-found');
  });

  it('finds episodes for the picker by title or number, and one by its number, a bad number refused with 400', async () => {
    const numbers = (response: Response) => (response.body as ManagedEpisode[]).map((episode) => episode.number);
    expect(numbers(await owner.get('/api/admin/episodes?q=%20SCOREKEEPING%20').expect(200))).toEqual([10]);
    const byDigits = await owner.get('/api/admin/episodes?q=1&limit=1').expect(200);
    expect(numbers(byDigits)).toEqual([11]);
    expect(byDigits.headers.link).toBe(`</api/admin/episodes?q=1&limit=1&offset=1>; rel="next"`);
    const byNumber = await owner.get('/api/admin/episodes?number=10').expect(200);
    expect(numbers(byNumber)).toEqual([10]);
    expect(byNumber.headers['x-total-count']).toBe('1');
    expect((await owner.get('/api/admin/episodes?number=9999').expect(200)).body).toEqual([]);
    for (const bad of ['0', '1.5', 'twelve']) {
      const refused = await owner.get(`/api/admin/episodes?number=${bad}`).expect(400);
      expect(refused.body).toMatchObject({ code: 'invalid-request', detail: expect.stringContaining('number must be a whole number from 1 to 2147483647') });
    }
  });

  it('creates an episode before its audio: 201 and Location, absent from every public read, though they were cached', async () => {
    const input = anEpisode({ imageUrl: DEMO_COVER, featured: true });
    // Cached before the write: the list, the featured ones, the feed and the page.
    await publicIds();
    await publicIds('/api/episodes/featured');
    await feed();
    await episodesPage();

    const response = await owner.post('/api/episodes').send(input).expect(201);
    const episode: ManagedEpisode = response.body;
    expect(response.headers.location).toBe(`/api/admin/episodes/${episode.id}`);
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(episode).toEqual({
      ...input,
      id: expect.any(Number),
      descriptionHtml: `<p>Episode ${input.number} made in the manager.</p>`,
      audioUrl: null,
      publishedAt: expect.any(String),
      status: 'missing-audio',
      transcriptUrl: null,
      chaptersUrl: null,
    });
    expect(Date.now() - Date.parse(episode.publishedAt)).toBeLessThan(60_000);
    expect((await owner.get('/api/admin/episodes?limit=1').expect(200)).body[0]).toEqual(episode);
    expect(await publicReads(episode)).toEqual(HIDDEN);
  });

  it('makes an episode public once its audio is uploaded (a real MP3, streamed), the cached reads dropped', async () => {
    const episode = await create(anEpisode({ imageUrl: DEMO_COVER, featured: true }));
    expect(await publicReads(episode)).toEqual(HIDDEN);

    const bytes = mp3Sample(1);
    const response = await upload(episode.id, 'audio', bytes, 'audio/mpeg').expect(200);
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const uploaded: ManagedEpisode = response.body;
    expect(uploaded).toEqual({ ...episode, audioUrl: expect.stringMatching(new RegExp(`^/media/episodes/${episode.id}/audio-[0-9a-f]{12}\\.mp3$`)), status: 'published' });

    expect(await publicReads(uploaded)).toEqual(PUBLIC);
    expect((await api().get(`/api/episodes/${episode.id}`).expect(200)).body).toMatchObject({ audioUrl: uploaded.audioUrl, title: episode.title });
    const served = await api().get(uploaded.audioUrl!).responseType('blob').expect(200);
    expect(served.headers['content-type']).toBe('audio/mpeg');
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    // The feed's enclosure carries the file's real size and type.
    expect(await feed()).toContain(`${uploaded.audioUrl}" length="${bytes.length}" type="audio/mpeg"`);
    expect(await leftovers()).toEqual([]);
  });

  it('takes a WAV in a multipart form as well, and a cover image, each sniffed from its bytes', async () => {
    const episode = await create(anEpisode());
    expect(episode.status).toBe('missing-audio');
    const audio = await owner.put(`/api/episodes/${episode.id}/audio`).attach('audio', wavSample(), { filename: 'episode.mp3', contentType: 'audio/mpeg' }).expect(200);
    expect(audio.body).toMatchObject({ audioUrl: expect.stringMatching(/\.wav$/), status: 'missing-cover' });
    expect((await publicIds()).includes(episode.id)).toBe(false);

    const cover = await upload(episode.id, 'cover', pngSample(), 'application/octet-stream').expect(200);
    expect(cover.body).toMatchObject({ imageUrl: expect.stringMatching(new RegExp(`^/media/episodes/${episode.id}/cover-[0-9a-f]{12}\\.png$`)), status: 'published' });
    expect((await publicIds()).includes(episode.id)).toBe(true);
    expect(await readFile(path.join(mediaDirectory(app().config), cover.body.imageUrl.replace('/media/', '')))).toEqual(pngSample());
    // The feed names the WAV as what it is.
    expect(await feed()).toContain(`${audio.body.audioUrl}" length="${wavSample().length}" type="audio/wav"`);
  });

  it('shows a just-published episode on the home page though it is not featured, the cached home page dropped', async () => {
    const episode = await create(anEpisode({ imageUrl: DEMO_COVER }));
    expect(await homePage()).not.toContain(episode.title);

    await upload(episode.id, 'audio', mp3Sample(1), 'audio/mpeg').expect(200);

    expect(await homePage()).toContain(episode.title);
    expect((await api().get('/api/episodes?limit=3').expect(200)).body[0]).toMatchObject({ id: episode.id, featured: false });
  });

  it('features, edits and unfeatures an episode: /api/episodes/featured shows each change at once', async () => {
    const episode = await create(anEpisode({ imageUrl: DEMO_COVER, audioUrl: '/media/demo/bed-1.mp3' }));
    expect(episode.status).toBe('published');
    const featuredTitles = async () => (await api().get('/api/episodes/featured').expect(200)).body.map((item: { title: string }) => item.title);
    expect(await featuredTitles()).not.toContain(episode.title);

    expect(await patch(episode.id, { featured: true })).toMatchObject({ featured: true, title: episode.title });
    expect(await featuredTitles()).toContain(episode.title);

    const edited = await patch(episode.id, { title: `${episode.title} (edited)`, description: '<p>Edited <em>notes</em>.</p>', duration: '1:02:03' });
    expect(edited).toMatchObject({ featured: true, descriptionHtml: '<p>Edited <em>notes</em>.</p>', duration: '1:02:03', number: episode.number });
    expect(await featuredTitles()).toContain(edited.title);
    expect((await api().get(`/api/episodes/${episode.id}`).expect(200)).body.title).toBe(edited.title);

    await patch(episode.id, { featured: false });
    expect(await featuredTitles()).not.toContain(edited.title);
    expect(await publicIds()).toContain(episode.id);
  });

  it('renders a markdown description on write: the page shows its bold and list, its meta description the plain text', async () => {
    const description = 'We keep a **monthly money date**: *snacks* first.\n\n- Ask\n- Listen\n\n<img src="x" onerror="alert(1)">';
    const episode = await create(anEpisode({ imageUrl: DEMO_COVER, audioUrl: '/media/demo/bed-1.mp3', description }));
    expect(episode.description).toBe(description);
    expect(episode.descriptionHtml).toBe('<p>We keep a <strong>monthly money date</strong>: <em>snacks</em> first.</p>\n<ul>\n<li>Ask</li>\n<li>Listen</li>\n</ul>\n<img src="x" loading="lazy" decoding="async">');

    const page = (await api().get(`/episode/${episode.id}`).set('Accept', 'text/html').expect(200)).text;
    expect(page).toContain('<meta name="description" content="We keep a monthly money date: snacks first. Ask Listen" />');
    expect(page).not.toContain('**');
    // The feed carries the rendered HTML, escaped, as podcast apps expect.
    expect(await feed()).toContain('&lt;strong&gt;monthly money date&lt;/strong&gt;');
  });

  it('previews a description as a write would store it, storing nothing; 400 for one too long', async () => {
    const preview = await owner.post('/api/admin/episodes/description-preview').send({ description: '  A **money** date\n\n<script>alert(1)</script>  ' }).expect(200);
    expect(preview.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(preview.body).toEqual({ html: '<p>A <strong>money</strong> date</p>\n' });
    expect((await owner.post('/api/admin/episodes/description-preview').send({ description: ' \n ' }).expect(200)).body).toEqual({ html: '' });

    const tooLong = await owner.post('/api/admin/episodes/description-preview').send({ description: 'x'.repeat(20_001) }).expect(400);
    expect(tooLong.body.errors).toEqual([{ field: 'description', message: 'The episode description must be at most 20,000 characters.' }]);
    expect((await owner.post('/api/admin/episodes/description-preview').send({ description: 5 }).expect(400)).body.errors).toContainEqual({ field: 'description', message: 'The episode description must be text.' });
  });

  it('keeps a scheduled episode from every public read until its time, then shows it without another write', async () => {
    const episode = await create(anEpisode({ imageUrl: DEMO_COVER, audioUrl: '/media/demo/bed-1.mp3', featured: true }));
    expect(await publicReads(episode)).toEqual(PUBLIC);

    const scheduled = await patch(episode.id, { publishedAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(scheduled.status).toBe('scheduled');
    expect(await publicReads(scheduled)).toEqual(HIDDEN);

    // Scheduled for two seconds from now: the cached reads expire by themselves then.
    const soon = new Date(Date.now() + 2000);
    expect((await patch(episode.id, { publishedAt: soon.toISOString() })).status).toBe('scheduled');
    expect(await publicReads(scheduled)).toEqual(HIDDEN);
    await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 100));
    expect(await publicReads(scheduled)).toEqual(PUBLIC);
    expect((await owner.get(`/api/admin/episodes/${episode.id}`).expect(200)).body.status).toBe('published');
  });

  it('refuses a file that is not audio with 415 naming the accepted formats, keeping nothing', async () => {
    const episode = await create(anEpisode({ imageUrl: DEMO_COVER }));
    const response = await upload(episode.id, 'audio', pdfSample(), 'audio/mpeg').expect(415);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const detail = "This file's content is PDF (application/pdf), not an audio file in an accepted format. Accepted formats: MP3, M4A, WAV, AAC, OGG, WebM or FLAC.";
    expect(response.body).toMatchObject({ status: 415, code: 'unsupported-media-type', detail, errors: [{ field: 'audio', message: detail }] });
    await upload(episode.id, 'cover', mp3Sample(), 'image/png').expect(415);
    expect((await owner.get(`/api/admin/episodes/${episode.id}`).expect(200)).body).toMatchObject({ audioUrl: null, status: 'missing-audio' });
    expect(await readdir(path.join(mediaDirectory(app().config), 'episodes', String(episode.id))).catch(() => [])).toEqual([]);
    expect(await leftovers()).toEqual([]);
  });

  it('refuses an empty upload with 400', async () => {
    const episode = await create(anEpisode());
    const response = await upload(episode.id, 'audio', Buffer.alloc(0), 'audio/mpeg').expect(400);
    expect(response.body).toMatchObject({ code: 'empty-upload', errors: [{ field: 'audio' }] });
  });

  it('refuses audio over the limit with 413: by its Content-Length before the body is read, or at the limit as it streams', async () => {
    const episode = await create(anEpisode());
    const declared = await openRequest('PUT', `/api/episodes/${episode.id}/audio`, { 'Content-Type': 'audio/mpeg', 'Content-Length': 200 * 1024 * 1024 });
    const early = await declared.answered; // no byte of the body was sent
    declared.call.destroy();
    expect(early).toMatchObject({ status: 413, body: { code: 'upload-too-large', detail: `The audio file is larger than the ${AUDIO_LIMIT_MB} MB allowed.` } });
    expect(early.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);

    const chunked = await openRequest('PUT', `/api/episodes/${episode.id}/audio`, { 'Content-Type': 'audio/wav', 'Transfer-Encoding': 'chunked' });
    chunked.call.write(wavSample(40)); // 1.25 MB, past the limit; the body never ends
    const cut = await chunked.answered;
    chunked.call.destroy();
    expect(cut).toMatchObject({ status: 413, body: { code: 'upload-too-large' } });
    expect(await leftovers()).toEqual([]);
    expect((await owner.get(`/api/admin/episodes/${episode.id}`).expect(200)).body.audioUrl).toBeNull();
  });

  it('answers 404 to an upload for an unknown episode before reading its body', async () => {
    const unknown = await openRequest('PUT', '/api/episodes/999999/audio', { 'Content-Type': 'audio/mpeg', 'Content-Length': 10_000 });
    const response = await unknown.answered;
    unknown.call.destroy();
    expect(response).toMatchObject({ status: 404, body: { code: 'episode-not-found' } });
    await owner.patch('/api/episodes/999999').send({ featured: true }).expect(404);
    await owner.delete('/api/episodes/999999').expect(404);
  });

  it('answers invalid fields with 400 and one message per field, and a number in use with 409 on the number field', async () => {
    const empty = await owner.post('/api/episodes').send({}).expect(400);
    expect(empty.body).toMatchObject({
      code: 'invalid-episode',
      errors: [
        { field: 'number', message: 'The episode number must be a whole number of 1 or more.' },
        { field: 'title', message: 'The episode title is required.' },
        { field: 'description', message: 'The episode description is required.' },
        { field: 'duration', message: 'The duration must look like 42:15 or 1:05:09.' },
      ],
    });
    const mistyped = await owner.post('/api/episodes').send(anEpisode({ number: 'twelve', publishedAt: 'next Tuesday', featured: 'yes' })).expect(400);
    expect(mistyped.body.code).toBe('invalid-request');
    expect(mistyped.body.errors.map((problem: { field: string }) => problem.field)).toEqual(['number', 'publishedAt', 'featured']);
    const unstored = await owner.post('/api/episodes').send(anEpisode({ audioUrl: '/media/episodes/1/never-uploaded.mp3', imageUrl: 'https://elsewhere.example/cover.jpg' })).expect(400);
    expect(unstored.body.errors).toEqual([
      { field: 'audioUrl', message: 'No uploaded audio has this address: upload the audio file instead.' },
      { field: 'imageUrl', message: 'No uploaded image has this address: upload the cover image instead.' },
    ]);

    const taken = await owner.post('/api/episodes').send(anEpisode({ number: 11 })).expect(409);
    expect(taken.body).toMatchObject({ status: 409, code: 'episode-number-taken', errors: [{ field: 'number', message: 'Episode 11 already exists: choose another number.' }] });
    const episode = await create(anEpisode());
    await owner.patch(`/api/episodes/${episode.id}`).send({ number: 11 }).expect(409);
    const nulled = await owner.patch(`/api/episodes/${episode.id}`).send({ title: null }).expect(400);
    expect(nulled.body.errors).toContainEqual({ field: 'title', message: 'title must be a string' });
    await owner.patch(`/api/episodes/${episode.id}`).send({ isAdmin: true }).expect(400);
  });

  it('deletes an episode: 204, then 404 to the public and the manager, the cached reads dropped', async () => {
    const episode = await create(anEpisode({ imageUrl: DEMO_COVER, audioUrl: '/media/demo/bed-1.mp3', featured: true }));
    expect(await publicReads(episode)).toEqual(PUBLIC);
    const response = await owner.delete(`/api/episodes/${episode.id}`).expect(204);
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(await publicReads(episode)).toEqual(HIDDEN);
    await owner.get(`/api/admin/episodes/${episode.id}`).expect(404);
    await owner.delete(`/api/episodes/${episode.id}`).expect(404);
  });
});
