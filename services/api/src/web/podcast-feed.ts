import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PROBLEM_CONTENT_TYPE, PUBLIC_CACHE_CONTROL, sendFromCache, toProblemDetails, type FreshAnswer, type PublicReadCache } from '@harmony/platform';
import { collectionTag } from '@harmony/platform/domain';
import { EPISODE_AGGREGATE } from '@harmony/episode';
import type { SiteConfig } from '@harmony/site-config';
// The page's escaping serves XML too: every attribute here is double-quoted.
import { escapeHtml as escapeXml } from './page-template.js';

/** What the feed reads of an episode (the API's episode JSON). */
export interface FeedEpisode {
  readonly id: number;
  readonly number: number;
  readonly title: string;
  readonly descriptionHtml: string;
  readonly audioUrl: string;
  readonly imageUrl: string;
  readonly duration: string;
  readonly publishedAt: string;
}

/** A media path as an absolute URL; URLs that are absolute already stay as they are. */
const absolute = (url: string, origin: string): string => new URL(url, origin).href;

/**
 * The podcast's RSS 2.0 feed with the iTunes tags podcast apps read (SPEC §2 lists "rss" beside the
 * platforms): one item per episode, newest first, each with its audio as the enclosure. `audioBytes`
 * gives an enclosure's length (RSS requires it; 0 when unknown).
 */
export function podcastFeed(site: SiteConfig, episodes: readonly FeedEpisode[], origin: string, audioBytes: (audioUrl: string) => number): string {
  const hosts = `${site.hosts.names[0]} & ${site.hosts.names[1]} ${site.hosts.surname}`;
  const items = episodes.map((episode) => {
    const page = absolute(`/episode/${episode.id}`, origin);
    return [
      '<item>',
      `<title>${escapeXml(episode.title)}</title>`,
      `<link>${escapeXml(page)}</link>`,
      `<guid isPermaLink="true">${escapeXml(page)}</guid>`,
      `<pubDate>${new Date(episode.publishedAt).toUTCString()}</pubDate>`,
      `<description>${escapeXml(episode.descriptionHtml)}</description>`,
      `<enclosure url="${escapeXml(absolute(episode.audioUrl, origin))}" length="${audioBytes(episode.audioUrl)}" type="audio/mpeg"/>`,
      `<itunes:episode>${episode.number}</itunes:episode>`,
      `<itunes:duration>${escapeXml(episode.duration)}</itunes:duration>`,
      `<itunes:image href="${escapeXml(absolute(episode.imageUrl, origin))}"/>`,
      '</item>',
    ].join('');
  });
  const newestCover = episodes[0] ? `<itunes:image href="${escapeXml(absolute(episodes[0].imageUrl, origin))}"/>` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(site.productName)}</title>`,
    `<link>${escapeXml(absolute('/', origin))}</link>`,
    `<atom:link href="${escapeXml(absolute('/rss.xml', origin))}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(site.description)}</description>`,
    `<language>${escapeXml(site.language)}</language>`,
    `<itunes:author>${escapeXml(hosts)}</itunes:author>`,
    `<itunes:owner><itunes:name>${escapeXml(hosts)}</itunes:name><itunes:email>${escapeXml(site.contactEmail)}</itunes:email></itunes:owner>`,
    '<itunes:category text="Business"><itunes:category text="Investing"/></itunes:category>',
    '<itunes:explicit>false</itunes:explicit>',
    newestCover,
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}

/**
 * GET /rss.xml: the feed for the episodes `list` returns, with links on the origin the request came to
 * (behind the loopback proxy, its forwarded protocol and host). Enclosure lengths are read from the media
 * directory for local audio.
 */
const logger = new Logger('PodcastFeed');
const FEED_TAGS = [collectionTag(EPISODE_AGGREGATE)];

export function feedHandler(site: SiteConfig, list: () => Promise<readonly FeedEpisode[]>, mediaDirectory: string, cache: PublicReadCache) {
  const render = async (origin: string): Promise<FreshAnswer> => {
    const episodes = await list();
    const sizes = new Map<string, number>();
    await Promise.all(
      episodes.map(async ({ audioUrl }) => {
        if (!audioUrl.startsWith('/media/')) return;
        const file = path.join(mediaDirectory, path.normalize(decodeURIComponent(audioUrl.slice('/media/'.length))));
        if (!file.startsWith(mediaDirectory + path.sep)) return;
        sizes.set(audioUrl, await stat(file).then((info) => info.size, () => 0));
      }),
    );
    return {
      body: podcastFeed(site, episodes, origin, (url) => sizes.get(url) ?? 0),
      contentType: 'application/rss+xml; charset=utf-8',
      headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL },
    };
  };
  return async (request: Request, response: Response) => {
    try {
      const origin = `${request.protocol}://${request.get('host')}`;
      // Polled by every podcast app of every listener: rendered once per change (and origin), not per poll.
      await sendFromCache(cache, request, response, `feed ${origin}`, FEED_TAGS, () => render(origin));
    } catch (error) {
      // Outside Nest's routes, so its exception filter does not see this: same problem+json, same log.
      logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      const problem = toProblemDetails(error, request.originalUrl);
      response.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
    }
  };
}
