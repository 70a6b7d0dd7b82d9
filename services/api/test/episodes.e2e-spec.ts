import { PUBLIC_CACHE_CONTROL } from '@harmony/platform';
import { DataSource } from 'typeorm';
import { DescriptionSanitizer } from '@harmony/episode';
import { demoEpisodes } from '@harmony/episode/testing';
import { recordCalls } from './call-recorder.js';
import { useTestApp } from './test-app.js';

describe('episodes API', () => {
  const { app, http } = useTestApp();

  it('lists the seeded demo episodes newest first', async () => {
    const response = await http().get('/api/episodes').expect(200);
    expect(response.body).toHaveLength(demoEpisodes.length);
    const numbers = response.body.map((episode: { number: number }) => episode.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(response.body[0]).toEqual({
      id: expect.any(Number),
      number: 11,
      title: 'Dreaming Big: Writing Your Ten-Year Money Vision',
      descriptionHtml: expect.stringContaining('<p>Budgets are easier to keep'),
      audioUrl: expect.stringMatching(/^\/media\/demo\/.+\.mp3$/),
      imageUrl: expect.stringMatching(/^\/media\/demo\/.+\.svg$/),
      // As long as the demo audio it plays (libs/episode's generated-demo-media.spec.ts measures it).
      duration: expect.stringMatching(/^[2-3]:[0-5]\d$/),
      publishedAt: '2026-11-10T19:00:00.000Z',
      featured: true,
      // Demo episodes come with chapters (some with a transcript), stored as the Episode Manager stores them.
      transcriptUrl: expect.stringMatching(/^\/media\/episodes\/\d+\/transcript-[0-9a-f]+\.vtt$/),
      chaptersUrl: expect.stringMatching(/^\/media\/episodes\/\d+\/chapters-[0-9a-f]+\.json$/),
    });
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.etag).toBeDefined();
  });

  it('answers the list a page at a time, with its size and the neighbouring pages in the headers', async () => {
    const response = await http().get('/api/episodes?limit=2&offset=2').expect(200);
    const all = (await http().get('/api/episodes').expect(200)).body as { id: number }[];
    expect(response.body.map((episode: { id: number }) => episode.id)).toEqual(all.slice(2, 4).map((episode) => episode.id));
    expect(response.headers['x-total-count']).toBe(String(demoEpisodes.length));
    expect(response.headers.link).toBe('</api/episodes?limit=2&offset=4>; rel="next", </api/episodes?limit=2&offset=0>; rel="prev"');
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=ten', 'limit must be a whole number from 1 to 100'],
    ['offset=-1', 'offset must be a whole number from 0'],
  ])('refuses ?%s with a 400 that says why', async (query, message) => {
    const response = await http().get(`/api/episodes?${query}`).expect(400);
    expect(JSON.parse(response.text)).toMatchObject({ status: 400, detail: message });
  });

  it('lists the three featured episodes', async () => {
    const response = await http().get('/api/episodes/featured').expect(200);
    expect(response.body).toHaveLength(3);
    expect(response.body.every((episode: { featured: boolean }) => episode.featured)).toBe(true);
  });

  it('answers one episode by id, and a 304 when the ETag still matches', async () => {
    const [first] = (await http().get('/api/episodes').expect(200)).body;
    const response = await http().get(`/api/episodes/${first.id}`).expect(200);
    // The detail adds the transcript and the chapters (the demo's, spread over its audio) to the list's fields.
    expect(response.body).toEqual({ ...first, transcript: { cues: expect.any(Array) }, chapters: expect.any(Array) });
    // The description arrives sanitized (entities become characters); the HTML as written is the owner's alone.
    expect(first.descriptionHtml).toContain('<li>Turning dreams into numbers</li>');
    await http().get(`/api/episodes/${first.id}`).set('If-None-Match', response.headers.etag).expect(304);
  });

  it("gives every demo episode chapters in order, each starting within its audio, served as the JSON Chapters file it names", async () => {
    const episodes = (await http().get('/api/episodes').expect(200)).body as { duration: string; chaptersUrl: string }[];
    // The files, not the one-episode reads: a test below needs the oldest episode's read never cached.
    for (const { duration, chaptersUrl } of episodes) {
      const [minutes = 0, seconds = 0] = duration.split(':').map(Number);
      const { chapters } = (await http().get(chaptersUrl).expect(200)).body as { chapters: { startTime: number; title: string }[] };
      const starts = chapters.map((chapter) => chapter.startTime);
      expect(starts[0]).toBe(0);
      expect(starts).toEqual([...new Set(starts)].sort((a, b) => a - b));
      expect(Math.max(...starts)).toBeLessThan(minutes * 60 + seconds);
      expect(chapters.every((chapter) => chapter.title.length > 0)).toBe(true);
    }
  });

  it('serves the seeded audio as MP3 with HTTP Range', async () => {
    const [first] = (await http().get('/api/episodes/featured').expect(200)).body;
    const response = await http().get(first.audioUrl).set('Range', 'bytes=0-99').expect(206);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    // Players and directories on other sites may fetch and embed it.
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it.each([
    ['abc', 400, 'invalid-request', 'The episode id must be a whole number.'],
    ['1.5', 400, 'invalid-request', 'The episode id must be a whole number.'],
    ['999999', 404, 'episode-not-found', 'Episode 999999 was not found.'],
    // No row can have it (ids are Postgres integers): the id is refused, as on every route with an id.
    ['99999999999999', 400, 'invalid-request', 'The episode id must be a whole number from 1 to 2147483647.'],
  ])('answers /api/episodes/%s with %i problem+json', async (id, status, code, detail) => {
    const response = await http().get(`/api/episodes/${id}`).expect(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(response.text)).toMatchObject({ status, code, detail, instance: `/api/episodes/${id}`, title: expect.any(String), type: expect.any(String) });
  });

  it('reads answer the description HTML stored by the write, and sanitize nothing', async () => {
    const sanitizeCalls = recordCalls(app().app.get(DescriptionSanitizer), 'sanitize');
    const database = app().app.get(DataSource);
    // The oldest episode, which no other test here asks for by id.
    const [{ id }]: { id: number }[] = await database.query(`SELECT "id" FROM "episodes" ORDER BY "number" LIMIT 1`);
    await database.query(`UPDATE "episodes" SET "description_html" = '<p>as stored</p>' WHERE "id" = $1`, [id]);
    try {
      expect((await http().get(`/api/episodes/${id}`).expect(200)).body.descriptionHtml).toBe('<p>as stored</p>');
      await http().get('/api/episodes?limit=100&offset=0').expect(200);
      await http().get('/api/episodes/featured').expect(200);
      await http().get('/rss.xml').expect(200);
      expect(sanitizeCalls.calls).toEqual([]);
    } finally {
      sanitizeCalls.restore();
    }
  });
});
