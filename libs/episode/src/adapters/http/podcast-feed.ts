import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { escapeMarkup, MediaStorage, mediaTypeOf, PROBLEM_CONTENT_TYPE, PUBLIC_CACHE_CONTROL, sendFromCache, toProblemDetails, type FreshAnswer, type PublicReadCache } from '@harmony/platform';
import { collectionTag } from '@harmony/platform/domain';
import { episodePath, type SiteConfig } from '@harmony/site-config';
import { EPISODE_AGGREGATE, type PublicEpisode } from '../../domain/index.js';

/** What the feed reads of an episode. */
export type FeedEpisode = Pick<PublicEpisode, 'id' | 'number' | 'title' | 'descriptionHtml' | 'audioUrl' | 'imageUrl' | 'duration' | 'publishedAt'>;

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
    const page = absolute(episodePath(episode.id), origin);
    return [
      '<item>',
      `<title>${escapeMarkup(episode.title)}</title>`,
      `<link>${escapeMarkup(page)}</link>`,
      `<guid isPermaLink="true">${escapeMarkup(page)}</guid>`,
      `<pubDate>${episode.publishedAt.toUTCString()}</pubDate>`,
      `<description>${escapeMarkup(episode.descriptionHtml)}</description>`,
      `<enclosure url="${escapeMarkup(absolute(episode.audioUrl, origin))}" length="${audioBytes(episode.audioUrl)}" type="${mediaTypeOf(episode.audioUrl) ?? 'audio/mpeg'}"/>`,
      `<itunes:episode>${episode.number}</itunes:episode>`,
      `<itunes:duration>${escapeMarkup(episode.duration)}</itunes:duration>`,
      `<itunes:image href="${escapeMarkup(absolute(episode.imageUrl, origin))}"/>`,
      '</item>',
    ].join('');
  });
  const newestCover = episodes[0] ? `<itunes:image href="${escapeMarkup(absolute(episodes[0].imageUrl, origin))}"/>` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeMarkup(site.productName)}</title>`,
    `<link>${escapeMarkup(absolute('/', origin))}</link>`,
    `<atom:link href="${escapeMarkup(absolute('/rss.xml', origin))}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeMarkup(site.description)}</description>`,
    `<language>${escapeMarkup(site.language)}</language>`,
    `<itunes:author>${escapeMarkup(hosts)}</itunes:author>`,
    `<itunes:owner><itunes:name>${escapeMarkup(hosts)}</itunes:name><itunes:email>${escapeMarkup(site.contactEmail)}</itunes:email></itunes:owner>`,
    '<itunes:category text="Business"><itunes:category text="Investing"/></itunes:category>',
    '<itunes:explicit>false</itunes:explicit>',
    newestCover,
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}

const logger = new Logger('PodcastFeed');
const FEED_TAGS = [collectionTag(EPISODE_AGGREGATE)];

export interface PodcastFeedSources {
  readonly site: SiteConfig;
  /** Every public episode, newest first (ListAllEpisodes). */
  readonly episodes: () => Promise<readonly FeedEpisode[]>;
  /** Gives the enclosure lengths of the audio it stores. */
  readonly media: MediaStorage;
  readonly cache: PublicReadCache;
}

/**
 * GET /rss.xml: the feed on the origin the request came to (behind the loopback proxy, its forwarded
 * protocol and host), kept in the read cache until an episode changes. An Express handler rather than
 * a Nest route: the feed lives beside the pages, outside the API's /api prefix and its pipeline.
 */
export function podcastFeedHandler({ site, episodes, media, cache }: PodcastFeedSources) {
  const render = async (origin: string): Promise<FreshAnswer> => {
    const listed = await episodes();
    const sizes = new Map(await Promise.all(listed.map(async ({ audioUrl }) => [audioUrl, (await media.sizeOf(audioUrl)) ?? 0] as const)));
    return {
      body: podcastFeed(site, listed, origin, (url) => sizes.get(url) ?? 0),
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
