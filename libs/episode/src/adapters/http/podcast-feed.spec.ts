import { Logger } from '@nestjs/common';
import express from 'express';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { defaultSiteConfig } from '@harmony/site-config';
import { LocalDiskMediaStorage, PublicReadCache } from '@harmony/platform';
import { podcastFeed, podcastFeedHandler, type FeedEpisode } from './podcast-feed.js';

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
    expect(feed.getElementsByTagName('itunes:image')[0]?.getAttribute('href')).toBe('https://site.example/media/covers/7.svg');
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
      episodes: () => Promise.reject(new Error('database down')),
      media: new LocalDiskMediaStorage('/nowhere'),
      cache: new PublicReadCache(),
    });
    const app = express().get('/rss.xml', handler);
    const response = await request(app).get('/rss.xml').expect(500);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(response.text)).toMatchObject({ status: 500, code: 'internal-error', instance: '/rss.xml' });
  });
});
