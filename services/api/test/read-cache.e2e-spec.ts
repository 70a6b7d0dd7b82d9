import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ContentChanges, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '@harmony/platform';
import { GetEpisode, ListAllEpisodes, ListEpisodes, ListFeaturedEpisodes } from '@harmony/episode';
import { ListPublishedArticles } from '@harmony/blog';
import { useTestApp } from './test-app.js';

/** The public reads of ARCHITECTURE §10: kept ready to send, dropped exactly when what they show changes. */
describe('public reads from the read cache', () => {
  const { app, http } = useTestApp();
  const database = () => app().app.get(DataSource);
  const announce = (aggregate: 'episode' | 'article', keys: (string | number)[]) => app().app.get(ContentChanges).publish({ aggregate, keys });
  // supertest listens on a new port per request: a fixed Host keeps the feed's origin (and so its key) one.
  const get = (path: string) => http().get(path).set('Host', 'podcast.example').set('Accept', 'text/html, */*');
  const newestEpisodeId = async (): Promise<number> => (await http().get('/api/episodes?limit=1').expect(200)).body[0].id;

  afterEach(() => jest.restoreAllMocks());

  it('reads the database once for many requests of a JSON read, a page and the feed', async () => {
    const list = jest.spyOn(app().app.get(ListEpisodes), 'execute');
    const all = jest.spyOn(app().app.get(ListAllEpisodes), 'execute');
    const featured = jest.spyOn(app().app.get(ListFeaturedEpisodes), 'execute');
    for (let round = 0; round < 3; round += 1) {
      await get('/api/episodes?limit=5').expect(200);
      await get('/rss.xml').expect(200);
      await get('/').expect(200);
    }
    // One read for the JSON list, one for the feed, one for the home page's latest episodes (a list too).
    expect(list).toHaveBeenCalledTimes(2);
    expect(all).toHaveBeenCalledTimes(1);
    expect(featured).not.toHaveBeenCalled();
  });

  it.each([
    ['JSON', '/api/episodes/featured'],
    ['a page', '/episodes'],
    ['the feed', '/rss.xml'],
    ['robots.txt', '/robots.txt'],
  ])('sends %s with a strong ETag and Last-Modified, and answers 304 to either validator', async (_what, path) => {
    const first = await get(path).set('Accept-Encoding', 'br').expect(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+(-br)?"$/);
    expect(first.headers['last-modified']).toBeDefined();
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.vary).toMatch(/Accept-Encoding/);

    const byTag = await get(path).set('Accept-Encoding', 'br').set('If-None-Match', first.headers.etag).expect(304);
    expect(byTag.headers.etag).toBe(first.headers.etag);
    expect(byTag.text ?? '').toBe('');
    await get(path).set('If-Modified-Since', first.headers['last-modified']).expect(304);
    await get(path).set('If-None-Match', '"another-version"').expect(200);
  });

  it('keeps one page per theme, each with its own ETag', async () => {
    const light = await http().get('/workshop').set('Accept', 'text/html').expect(200);
    const dark = await http().get('/workshop').set('Accept', 'text/html').set('Cookie', 'harmony-theme=dark').expect(200);
    expect(dark.text).toContain('class="dark"');
    expect(light.text).not.toContain('class="dark"');
    expect(dark.headers.etag).not.toBe(light.headers.etag);
    expect(dark.headers.vary).toBe('Cookie, Accept-Encoding');
  });

  it('shows a write on the next read, dropping only what the change affects', async () => {
    const id = await newestEpisodeId();
    await http().get(`/api/episodes/${id}`).expect(200);
    await http().get(`/episode/${id}`).set('Accept', 'text/html').expect(200);
    await http().get('/api/blog-articles').expect(200);
    await database().query('UPDATE episodes SET title = $1 WHERE id = $2', ['Retitled by the owner', id]);

    // Until the write is announced, the kept answer is what readers get (the read cache is real).
    expect((await http().get(`/api/episodes/${id}`).expect(200)).body.title).not.toBe('Retitled by the owner');

    const articles = jest.spyOn(app().app.get(ListPublishedArticles), 'execute');
    const oneEpisode = jest.spyOn(app().app.get(GetEpisode), 'execute');
    await announce('episode', [id]);

    expect((await http().get(`/api/episodes/${id}`).expect(200)).body.title).toBe('Retitled by the owner');
    expect((await http().get('/api/episodes').expect(200)).body.map((episode: { title: string }) => episode.title)).toContain('Retitled by the owner');
    expect((await http().get(`/episode/${id}`).set('Accept', 'text/html').expect(200)).text).toContain('Retitled by the owner');
    await http().get('/api/blog-articles').expect(200);
    expect(oneEpisode).toHaveBeenCalled();
    expect(articles).not.toHaveBeenCalled();
  });

  it('publishes a scheduled episode at its time, without a write or a restart', async () => {
    const inTwoSeconds = new Date(Date.now() + 2000);
    const [{ id }] = await database().query(
      `INSERT INTO episodes (number, title, description, description_html, audio_url, image_url, duration, published_at, featured)
       VALUES (99, 'Scheduled for later', '<p>Soon</p>', '<p>Soon</p>', '/media/demo/bed-1.mp3', '/media/demo/episode-11.svg', '10:00', $1, false) RETURNING id`,
      [inTwoSeconds],
    );
    await announce('episode', [id]);

    const titles = async () => (await http().get('/api/episodes').expect(200)).body.map((episode: { title: string }) => episode.title);
    expect(await titles()).not.toContain('Scheduled for later');
    await http().get(`/api/episodes/${id}`).expect(404);
    expect((await get('/rss.xml').expect(200)).text).not.toContain('Scheduled for later');

    await new Promise((resolve) => setTimeout(resolve, inTwoSeconds.getTime() - Date.now() + 100));

    expect(await titles()).toContain('Scheduled for later');
    await http().get(`/api/episodes/${id}`).expect(200);
    expect((await get('/rss.xml').expect(200)).text).toContain('Scheduled for later');
  });

  it('keeps no error: a 404 is asked again, and becomes the article once it is written', async () => {
    await http().get('/api/blog-articles/written-later').expect(404);
    await database().query(
      `INSERT INTO blog_articles (title, slug, excerpt, content, content_html, category, tags, featured, published, published_at)
       VALUES ('Written later', 'written-later', 'Later.', 'Later.', '<p>Later.</p>', 'financial-advice', '{}', false, true, now() - interval '1 minute')`,
    );
    await announce('article', ['written-later']);
    expect((await http().get('/api/blog-articles/written-later').expect(200)).body.title).toBe('Written later');
  });

  it('never lets a cache keep an error', async () => {
    const response = await http().get('/api/episodes?limit=0').expect(400);
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });
});
