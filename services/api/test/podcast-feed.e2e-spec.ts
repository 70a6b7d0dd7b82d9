import { DataSource } from 'typeorm';
import { ContentChanges, PUBLIC_CACHE_CONTROL } from '@harmony/platform';
import { JSDOM } from 'jsdom';
import type request from 'supertest';
import { podcastGuid } from '@harmony/episode';
import { useTestApp } from './test-app.js';

describe('the podcast feed (GET /rss.xml)', () => {
  const { http, app } = useTestApp({ PUBLIC_URL: 'https://podcast.example' });

  it('is well-formed RSS 2.0 with one item per episode, newest first, each with its audio as the enclosure', async () => {
    const episodes = (await http().get('/api/episodes').expect(200)).body as { id: number; title: string; audioUrl: string }[];
    const response = await http().get('/rss.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

    const feed = new JSDOM(response.text, { contentType: 'text/xml' }).window.document;
    expect(feed.querySelector('parsererror')).toBeNull();
    expect(feed.querySelector('channel > title')?.textContent).toBe('Money Together');
    expect(feed.querySelector('channel > language')?.textContent).toBe('en-AU');
    const items = [...feed.querySelectorAll('item')];
    expect(items.map((item) => item.querySelector('title')?.textContent)).toEqual(episodes.map((episode) => episode.title));

    const [newest] = items;
    expect(newest.querySelector('link')?.textContent).toBe(`https://podcast.example/episode/${episodes[0].id}`);
    const enclosure = newest.querySelector('enclosure');
    expect(enclosure?.getAttribute('url')).toBe(`https://podcast.example${episodes[0].audioUrl}`);
    expect(enclosure?.getAttribute('type')).toBe('audio/mpeg');
    // The length is the audio file's real size, as podcast apps expect.
    const audio = await http().get(episodes[0].audioUrl).expect(200);
    expect(Number(enclosure?.getAttribute('length'))).toBe(audio.body.length);
    // The description is the sanitized HTML, as escaped text: no markup of the feed's own.
    expect(newest.querySelector('description')?.textContent).toMatch(/^<p>/);
  });

  it('is built on PUBLIC_URL, never on the Host or forwarded host a request names, and answers 304 to its ETag', async () => {
    const response = await http().get('/rss.xml').set('Host', 'attacker.example').set('X-Forwarded-Host', 'other.example').set('X-Forwarded-Proto', 'http').expect(200);
    expect(response.text).not.toMatch(/attacker\.example|other\.example|localhost/);
    const feed = new JSDOM(response.text, { contentType: 'text/xml' }).window.document;
    expect(feed.querySelector('channel > link')?.textContent).toBe('https://podcast.example/');
    expect(feed.getElementsByTagName('podcast:guid')[0]?.textContent).toBe(podcastGuid('https://podcast.example/rss.xml'));
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    await http().get('/rss.xml').set('Host', 'attacker.example').set('If-None-Match', response.headers.etag as string).expect(304);
  });

  it('serves the 3000 px show artwork and the hosts\' portraits it links, as PNGs rather than the site\'s HTML', async () => {
    const feed = new JSDOM((await http().get('/rss.xml').expect(200)).text, { contentType: 'text/xml' }).window.document;
    const linked = [feed.querySelector('channel > image > url')?.textContent, ...[...feed.getElementsByTagName('podcast:person')].map((person) => person.getAttribute('img'))];
    expect(linked).toEqual(['https://podcast.example/podcast-cover.png', 'https://podcast.example/podcast-hosts/1.png', 'https://podcast.example/podcast-hosts/2.png']);
    for (const url of linked) {
      const image = await http().get(new URL(url ?? '').pathname).set('Accept', 'text/html,*/*').expect(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
  });

  it("links each demo episode's SVG cover as a 3000 px square PNG the site draws, answering 304 to its ETag", async () => {
    const feed = new JSDOM((await http().get('/rss.xml').expect(200)).text, { contentType: 'text/xml' }).window.document;
    const [newest] = [...feed.querySelectorAll('item')];
    const id = newest.querySelector('link')?.textContent?.split('/').pop();
    const href = newest.getElementsByTagName('itunes:image')[0]?.getAttribute('href');
    expect(href).toBe(`https://podcast.example/podcast-artwork/episode/${id}.png`);
    const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => callback(null, Buffer.concat(chunks)));
    };
    const artwork = await http().get(new URL(href ?? '').pathname).set('Accept', 'text/html,*/*').buffer(true).parse(binary).expect(200);
    expect(artwork.headers['content-type']).toBe('image/png');
    const png = artwork.body as Buffer;
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 3000, height: 3000 });
    await http().get(new URL(href ?? '').pathname).set('If-None-Match', artwork.headers.etag as string).expect(304);
    expect((await http().get('/podcast-artwork/episode/999999.png').expect(404)).headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  // Runs last: it grows the catalogue past the API's largest page.
  it('lists every episode, past the 100 of the largest API page', async () => {
    const before = Number((await http().get('/api/episodes?limit=1').expect(200)).headers['x-total-count']);
    await app().app.get(DataSource).query(
      `INSERT INTO episodes (number, title, description, description_html, audio_url, image_url, duration, published_at, featured)
       SELECT 1000 + n, 'Archive episode ' || n, '<p>Archive</p>', '<p>Archive</p>', '/media/demo/bed-1.mp3', '/media/demo/episode-11.svg', '10:00', now() - interval '1 year' - n * interval '1 day', false
       FROM generate_series(1, 120) AS n`,
    );
    await app().app.get(ContentChanges).publish({ aggregate: 'episode', keys: [] });

    const total = Number((await http().get('/api/episodes?limit=1').expect(200)).headers['x-total-count']);
    expect(total).toBe(before + 120);
    expect(total).toBeGreaterThan(100);
    const feed = new JSDOM((await http().get('/rss.xml').expect(200)).text, { contentType: 'text/xml' }).window.document;
    const titles = [...feed.querySelectorAll('item > title')].map((title) => title.textContent);
    expect(titles).toHaveLength(total);
    // Newest (highest number) first: the archive's numbers start at 1001.
    expect(titles[0]).toBe('Archive episode 120');
    expect(titles).toContain('Archive episode 1');
  });
});
