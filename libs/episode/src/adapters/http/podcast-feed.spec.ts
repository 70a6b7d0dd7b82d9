import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import express from 'express';
import { JSDOM } from 'jsdom';
import { parseFeed } from 'podcast-partytime';
import request from 'supertest';
import { defaultSiteConfig, type SiteConfig } from '@harmony/site-config';
import { LocalDiskMediaStorage, problemDetailsErrorHandler, PublicReadCache } from '@harmony/platform';
import { podcastFeed, podcastFeedHandler, podcastFeedRoutes, type FeedEpisode, type PodcastFeedSources } from './podcast-feed.js';
import { podcastGuid, uuidV5 } from './podcast-guid.js';
import { EpisodeNotFound } from '../../domain/index.js';
import { renderCover } from '../media/generated-demo-media.js';

const episode: FeedEpisode = {
  id: 7,
  number: 7,
  title: 'Tom & Jo <3 "budgets"',
  descriptionHtml: '<p>Less <strong>stress</strong> &amp; more plans.</p>',
  audioUrl: 'https://cdn.example/audio/7.mp3',
  imageUrl: '/media/covers/7.svg',
  duration: '41:05',
  publishedAt: new Date('2026-11-10T19:00:00.000Z'),
};

describe(podcastFeed.name, () => {
  const parse = (xml: string) => new JSDOM(xml, { contentType: 'text/xml' }).window.document;

  it('escapes what episodes say, so the feed stays well-formed and reads back the same', () => {
    const feed = parse(podcastFeed({ ...defaultSiteConfig, productName: 'Us & Money' }, [episode], 'https://site.example', () => 1234));
    expect(feed.querySelector('parsererror')).toBeNull();
    expect(feed.querySelector('channel > title')?.textContent).toBe('Us & Money');
    expect(feed.querySelector('item > title')?.textContent).toBe('Tom & Jo <3 "budgets"');
    expect(feed.querySelector('item > description')?.textContent).toBe(episode.descriptionHtml);
  });

  it('keeps absolute media URLs, makes site paths absolute, and dates items the RFC 822 way', () => {
    const feed = parse(podcastFeed(defaultSiteConfig, [episode], 'https://site.example', () => 1234));
    expect(feed.querySelector('enclosure')?.getAttribute('url')).toBe('https://cdn.example/audio/7.mp3');
    expect(feed.querySelector('enclosure')?.getAttribute('length')).toBe('1234');
    expect(feed.querySelector('item > link')?.textContent).toBe('https://site.example/episode/7');
    expect(feed.querySelector('item > pubDate')?.textContent).toBe('Tue, 10 Nov 2026 19:00:00 GMT');
    expect(feed.querySelector('item')?.getElementsByTagName('itunes:image')[0]?.getAttribute('href')).toBe('https://site.example/podcast-artwork/episode/7.png');
  });

  it('keeps every URL on the public address it is given, whatever the episode paths', () => {
    const xml = podcastFeed(defaultSiteConfig, [episode], 'https://podcast.example', () => 1);
    const urls = [...xml.matchAll(/(?:href|url|img)="([^"]+)"|<(?:link|guid|url)[^>]*>([^<]+)</g)].map((match) => match[1] ?? match[2]);
    expect(urls.length).toBeGreaterThan(6);
    for (const url of urls) expect(url).toMatch(/^https:\/\/(podcast\.example|cdn\.example)\//);
  });

  it('is a valid empty channel before the first episode', () => {
    const feed = parse(podcastFeed(defaultSiteConfig, [], 'https://site.example', () => 0));
    expect(feed.querySelector('parsererror')).toBeNull();
    expect(feed.querySelectorAll('item')).toHaveLength(0);
  });
});

describe(podcastFeedHandler.name, () => {
  it('answers a problem+json 500, not a broken feed, when the episodes cannot be read', async () => {
    Logger.overrideLogger(false);
    const handler = podcastFeedHandler({
      site: defaultSiteConfig,
      publicUrl: 'https://site.example',
      episodes: () => Promise.reject(new Error('database down')),
      episode: () => Promise.reject(new Error('database down')),
      media: new LocalDiskMediaStorage('/nowhere'),
      cache: new PublicReadCache(),
    });
    // The API's exception filter answers what the handler hands to `next`; here, the same answer as middleware.
    const app = express().get('/rss.xml', handler).use(problemDetailsErrorHandler);
    const response = await request(app).get('/rss.xml').expect(500);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(response.text)).toMatchObject({ status: 500, code: 'internal-error', instance: '/rss.xml' });
  });
});

describe('podcast:guid', () => {
  it('is the UUIDv5 the Podcasting 2.0 namespace gives for its own example feed', () => {
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
    // Without the scheme and trailing slashes: the same show over http, https or with a slash is one show.
    expect(podcastGuid('http://mp3s.nashownotes.com/pc20rss.xml/')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
  });

  it('computes RFC 9562 version 5 UUIDs (the DNS namespace vector)', () => {
    expect(uuidV5('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
  });
});

describe('the feed as a podcast app reads it (podcast-partytime, the Podcast Index parser)', () => {
  const site: SiteConfig = { ...defaultSiteConfig, funding: { url: 'https://support.example/money-together', label: 'Support the show' } };
  const withExtras: FeedEpisode = {
    ...episode,
    id: 8,
    number: 8,
    title: 'Joint accounts',
    audioUrl: '/media/audio/8.mp3',
    publishedAt: new Date('2026-11-20T19:00:00.000Z'),
    transcriptUrl: '/media/transcripts/8.vtt',
    chaptersUrl: '/media/chapters/8.json',
  };
  const read = (config: SiteConfig, episodes: readonly FeedEpisode[]) => {
    const feed = parseFeed(podcastFeed(config, episodes, 'https://podcast.example', (url) => (url.endsWith('8.mp3') ? 5678 : 1234)));
    if (!feed) throw new Error('the parser rejected the feed');
    return feed;
  };

  it('has every tag Apple Podcasts requires, on the channel and on each item', () => {
    const feed = read(site, [withExtras, episode]);
    expect(feed.title).toBe('Money Together');
    expect(feed.description).toBe(defaultSiteConfig.description);
    expect(feed.language).toBe('en-AU');
    expect(feed.itunesImage).toBe('https://podcast.example/podcast-cover.png');
    // The parser names a subcategory with its parent.
    expect(feed.itunesCategory).toEqual(['Business > Investing']);
    expect(feed.explicit).toBe(false);
    expect(feed.itunesType).toBe('episodic');
    expect(feed.owner).toEqual({ name: 'Sarah & James Mitchell', email: 'hello@moneytogether.example' });
    expect(feed.items).toHaveLength(2);
    const [newest, older] = feed.items;
    expect(newest.title).toBe('Joint accounts');
    expect(newest.enclosure).toEqual({ url: 'https://podcast.example/media/audio/8.mp3', length: 5678, type: 'audio/mpeg' });
    expect(newest.guid).toBe('https://podcast.example/episode/8');
    expect(newest.itunesEpisodeType).toBe('full');
    expect(older.enclosure).toEqual({ url: 'https://cdn.example/audio/7.mp3', length: 1234, type: 'audio/mpeg' });
    expect(older.guid).toBe('https://podcast.example/episode/7');
  });

  it('has the Podcasting 2.0 tags: guid, locked, funding, the hosts, and per item the episode, transcript and chapters', () => {
    const feed = read(site, [withExtras, episode]);
    expect(feed.guid).toBe(podcastGuid('https://podcast.example/rss.xml'));
    expect(feed.locked).toBe(true);
    expect(feed.podcastOwner).toBe('hello@moneytogether.example');
    expect(feed.podcastFunding).toEqual([{ url: 'https://support.example/money-together', message: 'Support the show' }]);
    expect(feed.podcastPeople).toEqual([
      // The parser reads the role against the Podcast Taxonomy: "host" is the Cast group's Host.
      { name: 'Sarah Mitchell', role: 'Host', group: 'Cast', img: 'https://podcast.example/podcast-hosts/1.png' },
      { name: 'James Mitchell', role: 'Host', group: 'Cast', img: 'https://podcast.example/podcast-hosts/2.png' },
    ]);
    const [newest, older] = feed.items;
    expect(newest.podcastEpisode).toEqual(expect.objectContaining({ number: 8 }));
    expect(newest.podcastTranscripts).toEqual([expect.objectContaining({ url: 'https://podcast.example/media/transcripts/8.vtt', type: 'text/vtt' })]);
    expect(newest.podcastChapters).toEqual({ url: 'https://podcast.example/media/chapters/8.json', type: 'application/json+chapters' });
    // An episode without a transcript or chapters links neither.
    expect(older.podcastEpisode).toEqual(expect.objectContaining({ number: 7 }));
    expect(older.podcastTranscripts).toBeUndefined();
    expect(older.podcastChapters).toBeUndefined();
  });

  it('links an SVG cover as the PNG the site draws of it, and a PNG or JPEG cover as it is', () => {
    const [jpeg, svg, png] = read(site, [
      { ...withExtras, imageUrl: 'https://cdn.example/covers/8.jpg' },
      { ...episode, imageUrl: '/media/covers/7.SVG?v=2' },
      { ...episode, id: 6, number: 6, imageUrl: '/media/covers/6.png' },
    ]).items;
    expect(jpeg.itunesImage).toBe('https://cdn.example/covers/8.jpg');
    expect(svg.itunesImage).toBe('https://podcast.example/podcast-artwork/episode/7.png');
    expect(png.itunesImage).toBe('https://podcast.example/media/covers/6.png');
  });

  it('links no funding when none is configured', () => {
    expect(read(defaultSiteConfig, [episode]).podcastFunding).toBeUndefined();
  });
});

describe(podcastFeedRoutes.name, () => {
  const squareCover = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"><rect width="600" height="600" fill="${fill}"/><text x="48" y="300" font-family="Georgia, serif" font-size="40">Budgets</text></svg>`;
  const wideCover = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><rect width="800" height="450" fill="#264653"/></svg>';
  // Gradients and text edges are what make a PNG big: resvg's own encoding made 1.8 MB of such a cover.
  const gradientCover = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><defs><linearGradient id="g"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/><circle cx="400" cy="400" r="200" fill="#fff" opacity=".6"/><text x="100" y="700" font-size="90" fill="#fff">Money and marriage</text></svg>`;
  const catalogue: readonly FeedEpisode[] = [
    episode,
    { ...episode, id: 6, number: 6, imageUrl: '/media/covers/6.png' },
    { ...episode, id: 4, number: 4, imageUrl: '/media/covers/4.svg' },
    { ...episode, id: 3, number: 3, imageUrl: '/media/covers/3.svg' },
    { ...episode, id: 5, number: 5, imageUrl: '/media/covers/5.svg' },
  ];
  let mediaRoot: string;
  beforeAll(async () => {
    mediaRoot = await mkdtemp(path.join(tmpdir(), 'podcast-artwork-'));
    await mkdir(path.join(mediaRoot, 'covers'));
    await writeFile(path.join(mediaRoot, 'covers', '7.svg'), squareCover('#0f4c5c'));
    await writeFile(path.join(mediaRoot, 'covers', '5.svg'), wideCover);
    await writeFile(path.join(mediaRoot, 'covers', '4.svg'), gradientCover);
    await writeFile(path.join(mediaRoot, 'covers', '3.svg'), renderCover(3, 'When one of you is a spender and the other a saver'));
  });
  afterAll(() => rm(mediaRoot, { recursive: true, force: true }));

  const app = (cache = new PublicReadCache(), episodes = () => Promise.resolve(catalogue)) => {
    const sources: PodcastFeedSources = {
      site: defaultSiteConfig,
      publicUrl: 'https://podcast.example',
      episodes,
      episode: async (id) => catalogue.find((listed) => listed.id === id) ?? Promise.reject(new EpisodeNotFound(id)),
      media: new LocalDiskMediaStorage(mediaRoot),
      cache,
    };
    return express().set('trust proxy', true).use(podcastFeedRoutes(sources)).use(problemDetailsErrorHandler);
  };
  /** A PNG's width and height, from its IHDR chunk. */
  const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
  /** The IHDR colour type: 2 is RGB, 6 RGB with alpha. */
  const pngColourType = (png: Buffer) => png[25];
  const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => callback(null, Buffer.concat(chunks)));
  };

  it('builds the feed on the configured public address, not on the Host or forwarded host a request names', async () => {
    const response = await request(app()).get('/rss.xml').set('Host', 'attacker.example').set('X-Forwarded-Host', 'other.example').expect(200);
    expect(response.text).toContain('<link>https://podcast.example/</link>');
    expect(response.text).not.toMatch(/attacker\.example|other\.example/);
  });

  it('answers 304 to the strong ETag and to Last-Modified', async () => {
    const server = app();
    const first = await request(server).get('/rss.xml').expect(200);
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['last-modified']).toBeDefined();
    await request(server).get('/rss.xml').set('If-None-Match', first.headers.etag as string).expect(304);
    await request(server).get('/rss.xml').set('If-Modified-Since', first.headers['last-modified'] as string).expect(304);
  });

  it('serves the show artwork as a 3000 px square PNG, with a strong ETag', async () => {
    const server = app();
    const cover = await request(server).get('/podcast-cover.png').buffer(true).parse(binary).expect(200).expect('Content-Type', 'image/png');
    expect(pngSize(cover.body as Buffer)).toEqual({ width: 3000, height: 3000 });
    // Apple refuses artwork over 512 KB in practice, and wants it without an alpha channel.
    expect((cover.body as Buffer).length).toBeLessThan(512 * 1024);
    expect(pngColourType(cover.body as Buffer)).toBe(2);
    expect(cover.headers.etag).toMatch(/^"[^"]+"$/);
    await request(server).get('/podcast-cover.png').set('If-None-Match', cover.headers.etag as string).expect(304);
  });

  it("serves an SVG-covered episode's artwork as a 3000 px square PNG, kept until the episode changes", async () => {
    const cache = new PublicReadCache();
    const server = app(cache);
    const artwork = await request(server).get('/podcast-artwork/episode/7.png').buffer(true).parse(binary).expect(200).expect('Content-Type', 'image/png');
    expect(pngSize(artwork.body as Buffer)).toEqual({ width: 3000, height: 3000 });
    expect(artwork.headers.etag).toMatch(/^"[^"]+"$/);
    await request(server).get('/podcast-artwork/episode/7.png').set('If-None-Match', artwork.headers.etag as string).expect(304);

    await writeFile(path.join(mediaRoot, 'covers', '7.svg'), squareCover('#e36414'));
    // Until the episode changes, the drawing is not redone: the new cover is not read.
    await request(server).get('/podcast-artwork/episode/7.png').set('If-None-Match', artwork.headers.etag as string).expect(304);
    cache.invalidate({ aggregate: 'episode', keys: [7] });
    const redrawn = await request(server).get('/podcast-artwork/episode/7.png').set('If-None-Match', artwork.headers.etag as string).buffer(true).parse(binary).expect(200);
    expect(redrawn.headers.etag).not.toBe(artwork.headers.etag);
  });

  it('draws covers of gradients and text as RGB PNGs under 512 KB', async () => {
    const server = app();
    const gradient = await request(server).get('/podcast-artwork/episode/4.png').buffer(true).parse(binary).expect(200).expect('Content-Type', 'image/png');
    expect(pngSize(gradient.body as Buffer)).toEqual({ width: 3000, height: 3000 });
    expect(pngColourType(gradient.body as Buffer)).toBe(2);
    expect((gradient.body as Buffer).length).toBeLessThan(256 * 1024);
    // A demo episode's cover: a diagonal gradient, which Paeth-filtered rows compress badly (890 KB at first).
    const demo = await request(server).get('/podcast-artwork/episode/3.png').buffer(true).parse(binary).expect(200);
    expect(pngColourType(demo.body as Buffer)).toBe(2);
    expect((demo.body as Buffer).length).toBeLessThan(512 * 1024);
  });

  it('centres a cover that is not square on a 3000 px square', async () => {
    const artwork = await request(app()).get('/podcast-artwork/episode/5.png').buffer(true).parse(binary).expect(200).expect('Content-Type', 'image/png');
    expect(pngSize(artwork.body as Buffer)).toEqual({ width: 3000, height: 3000 });
  });

  it('has no artwork for an episode that is not public, nor for one whose PNG or JPEG cover the feed links as it is', async () => {
    // Such answers are not cached: each reads the one episode asked for, never the whole catalogue.
    const server = app(new PublicReadCache(), () => Promise.reject(new Error('the artwork read the whole catalogue')));
    const unknown = await request(server).get('/podcast-artwork/episode/99.png').expect(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(unknown.text)).toMatchObject({ status: 404, code: 'episode-not-found', instance: '/podcast-artwork/episode/99.png' });
    const pngCovered = await request(server).get('/podcast-artwork/episode/6.png').expect(404);
    expect(JSON.parse(pngCovered.text)).toMatchObject({ status: 404, instance: '/podcast-artwork/episode/6.png' });
  });

  it("serves both hosts' portraits the feed's podcast:person links", async () => {
    const server = app();
    for (const position of [1, 2]) {
      const portrait = await request(server).get(`/podcast-hosts/${position}.png`).buffer(true).parse(binary).expect(200).expect('Content-Type', 'image/png');
      expect(pngSize(portrait.body as Buffer)).toEqual({ width: 600, height: 600 });
    }
  });
});
