import { readFile } from 'node:fs/promises';
import { NotFoundException } from '@nestjs/common';
import { Router, type NextFunction, type Request, type Response } from 'express';
import {
  escapeMarkup,
  MediaStorage,
  mediaTypeOf,
  PUBLIC_CACHE_CONTROL,
  sendFromCache,
  type FreshAnswer,
  type PublicReadCache,
} from '@harmony/platform';
import { collectionTag, itemTag } from '@harmony/platform/domain';
import { episodePath, type SiteConfig } from '@harmony/site-config';
import { EPISODE_AGGREGATE, type PublicEpisode } from '../../domain/index.js';
import {
  EPISODE_ARTWORK_ROUTE,
  episodeArtworkPath,
  hostPortraitHandler,
  hostPortraitPath,
  isSvgUrl,
  renderSquarePng,
  SHOW_COVER_PATH,
  showCoverHandler,
} from './podcast-artwork.js';
import { podcastGuid } from './podcast-guid.js';

/**
 * What the feed reads of an episode (a PublicEpisode is one). A transcript (WebVTT, SRT, JSON, HTML or
 * text) and a chapters file (JSON chapters) are linked when the episode has them.
 */
export type FeedEpisode = Pick<PublicEpisode, 'id' | 'number' | 'title' | 'descriptionHtml' | 'audioUrl' | 'imageUrl' | 'duration' | 'publishedAt'> & {
  readonly transcriptUrl?: string | null;
  readonly chaptersUrl?: string | null;
};

export const PODCAST_FEED_PATH = '/rss.xml';

/** A media path as an absolute URL; URLs that are absolute already stay as they are. */
const absolute = (url: string, base: string): string => new URL(url, `${base}/`).href;

/** podcast:transcript requires the file's type; the Podcasting 2.0 spec names these. */
const TRANSCRIPT_TYPES: Readonly<Record<string, string>> = { vtt: 'text/vtt', srt: 'application/srt', json: 'application/json', html: 'text/html', htm: 'text/html' };
const transcriptTypeOf = (url: string): string => TRANSCRIPT_TYPES[/\.([a-z0-9]+)$/i.exec(url.split(/[?#]/, 1)[0] ?? '')?.[1]?.toLowerCase() ?? ''] ?? 'text/plain';

/**
 * The podcast's RSS 2.0 feed with the tags Apple Podcasts requires and the Podcasting 2.0 namespace
 * (SPEC §2 lists "rss" beside the platforms; issue 11): one item per episode, newest first, each with its
 * audio as the enclosure. Every URL is on `publicUrl`, the site's configured public address (never a
 * request's Host, which a client chooses). `audioBytes` gives an enclosure's length (RSS requires it; 0
 * when unknown).
 */
export function podcastFeed(site: SiteConfig, episodes: readonly FeedEpisode[], publicUrl: string, audioBytes: (audioUrl: string) => number): string {
  const hosts = `${site.hosts.names[0]} & ${site.hosts.names[1]} ${site.hosts.surname}`;
  const feedUrl = absolute(PODCAST_FEED_PATH, publicUrl);
  const cover = absolute(SHOW_COVER_PATH, publicUrl);
  const attribute = (url: string) => escapeMarkup(absolute(url, publicUrl));
  const items = episodes.map((episode) => {
    const page = absolute(episodePath(episode.id), publicUrl);
    return [
      '<item>',
      `<title>${escapeMarkup(episode.title)}</title>`,
      `<link>${escapeMarkup(page)}</link>`,
      `<guid isPermaLink="true">${escapeMarkup(page)}</guid>`,
      `<pubDate>${episode.publishedAt.toUTCString()}</pubDate>`,
      `<description>${escapeMarkup(episode.descriptionHtml)}</description>`,
      `<enclosure url="${attribute(episode.audioUrl)}" length="${audioBytes(episode.audioUrl)}" type="${mediaTypeOf(episode.audioUrl) ?? 'audio/mpeg'}"/>`,
      '<itunes:episodeType>full</itunes:episodeType>',
      `<itunes:episode>${episode.number}</itunes:episode>`,
      `<podcast:episode>${episode.number}</podcast:episode>`,
      `<itunes:duration>${escapeMarkup(episode.duration)}</itunes:duration>`,
      // Apple takes item artwork as PNG or JPEG only: an SVG cover is linked as the PNG the site draws of it.
      `<itunes:image href="${attribute(isSvgUrl(episode.imageUrl) ? episodeArtworkPath(episode.id) : episode.imageUrl)}"/>`,
      episode.transcriptUrl ? `<podcast:transcript url="${attribute(episode.transcriptUrl)}" type="${transcriptTypeOf(episode.transcriptUrl)}"/>` : '',
      episode.chaptersUrl ? `<podcast:chapters url="${attribute(episode.chaptersUrl)}" type="application/json+chapters"/>` : '',
      '</item>',
    ].join('');
  });
  const people = site.hosts.names.map(
    (name, index) => `<podcast:person role="host" img="${escapeMarkup(absolute(hostPortraitPath(index === 0 ? 1 : 2), publicUrl))}">${escapeMarkup(`${name} ${site.hosts.surname}`)}</podcast:person>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:podcast="https://podcastindex.org/namespace/1.0">',
    '<channel>',
    `<title>${escapeMarkup(site.productName)}</title>`,
    `<link>${escapeMarkup(absolute('/', publicUrl))}</link>`,
    `<atom:link href="${escapeMarkup(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeMarkup(site.description)}</description>`,
    `<language>${escapeMarkup(site.language)}</language>`,
    `<image><url>${escapeMarkup(cover)}</url><title>${escapeMarkup(site.productName)}</title><link>${escapeMarkup(absolute('/', publicUrl))}</link></image>`,
    `<itunes:author>${escapeMarkup(hosts)}</itunes:author>`,
    `<itunes:owner><itunes:name>${escapeMarkup(hosts)}</itunes:name><itunes:email>${escapeMarkup(site.contactEmail)}</itunes:email></itunes:owner>`,
    `<itunes:image href="${escapeMarkup(cover)}"/>`,
    '<itunes:category text="Business"><itunes:category text="Investing"/></itunes:category>',
    '<itunes:explicit>false</itunes:explicit>',
    '<itunes:type>episodic</itunes:type>',
    `<podcast:guid>${podcastGuid(feedUrl)}</podcast:guid>`,
    // Only the owner may move the show to another podcast host: directories reject an import of a locked feed.
    `<podcast:locked owner="${escapeMarkup(site.contactEmail)}">yes</podcast:locked>`,
    site.funding ? `<podcast:funding url="${escapeMarkup(site.funding.url)}">${escapeMarkup(site.funding.label)}</podcast:funding>` : '',
    ...people,
    ...items,
    '</channel>',
    '</rss>',
  ]
    .filter(Boolean)
    .join('\n');
}

const FEED_TAGS = [collectionTag(EPISODE_AGGREGATE)];

export interface PodcastFeedSources {
  readonly site: SiteConfig;
  /** The site's public address (AppConfig.publicUrl, no trailing slash): the base of every URL in the feed. */
  readonly publicUrl: string;
  /** Every public episode, newest first (ListAllEpisodes). */
  readonly episodes: () => Promise<readonly FeedEpisode[]>;
  /** One public episode (GetEpisode); EpisodeNotFound for one that is not public or not there. */
  readonly episode: (id: number) => Promise<FeedEpisode>;
  /** Gives the enclosure lengths of the audio it stores, and the SVG covers drawn as item artwork. */
  readonly media: MediaStorage;
  readonly cache: PublicReadCache;
}

/**
 * GET /rss.xml: the feed on the configured public address, kept in the read cache (strong ETag,
 * Last-Modified, 304) until an episode changes. An Express handler rather than a Nest route: the feed
 * lives beside the pages, outside the API's /api prefix and its pipeline.
 */
export function podcastFeedHandler({ site, publicUrl, episodes, media, cache }: PodcastFeedSources) {
  const render = async (): Promise<FreshAnswer> => {
    const listed = await episodes();
    const sizes = new Map(await Promise.all(listed.map(async ({ audioUrl }) => [audioUrl, (await media.sizeOf(audioUrl)) ?? 0] as const)));
    return {
      body: podcastFeed(site, listed, publicUrl, (url) => sizes.get(url) ?? 0),
      contentType: 'application/rss+xml; charset=utf-8',
      headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL },
    };
  };
  // Errors go to `next`: the API's exception filter answers them as problem+json (outside Nest's routes too).
  return async (request: Request, response: Response, next: NextFunction) => {
    try {
      // Polled by every podcast app of every listener: rendered once per change, not per poll.
      await sendFromCache(cache, request, response, 'feed', FEED_TAGS, render);
    } catch (error) {
      next(error);
    }
  };
}

/** The text of an SVG this storage holds; null for another URL or a missing file. */
async function storedSvg(media: MediaStorage, url: string): Promise<string | null> {
  const file = media.localPathOf(url.split(/[?#]/, 1)[0] ?? '');
  return file === null ? null : readFile(file, 'utf8').catch(() => null);
}

/**
 * GET /podcast-artwork/episode/{id}.png: a public episode's SVG cover as the 3000 px square PNG the feed
 * links as its item artwork. Drawn once, then kept in the read cache (strong ETag, 304) until the episode
 * changes. An episode that is not public, or whose cover is not an SVG (the feed links that one as it
 * is), has none.
 */
export function episodeArtworkHandler({ episode: episodeOf, media, cache }: PodcastFeedSources) {
  const render = (id: number) => async (): Promise<FreshAnswer> => {
    // One episode, not the catalogue: a request for an id without artwork is not cached, so it must be cheap.
    const episode = await episodeOf(id);
    const svg = isSvgUrl(episode.imageUrl) ? await storedSvg(media, episode.imageUrl) : null;
    if (svg === null) throw new NotFoundException(`Episode ${id} has no drawn artwork: the feed links its cover as it is.`);
    return { body: await renderSquarePng(svg), contentType: 'image/png', headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL } };
  };
  return async (request: Request, response: Response, next: NextFunction) => {
    const id = Number(EPISODE_ARTWORK_ROUTE.exec(request.path)?.[1]);
    try {
      // CPU work of a second or so: once per change of the episode, never per request.
      await sendFromCache(cache, request, response, `podcast artwork episode ${id}`, [itemTag(EPISODE_AGGREGATE, id)], render(id));
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The feed and the pictures it links that the site draws itself: the show's 3000 px artwork, the episodes'
 * SVG covers at 3000 px (Apple wants a PNG or JPEG) and the hosts' portraits for podcast:person.
 */
export function podcastFeedRoutes(sources: PodcastFeedSources): Router {
  return Router()
    .get(PODCAST_FEED_PATH, podcastFeedHandler(sources))
    .get(SHOW_COVER_PATH, showCoverHandler(sources.site))
    .get(EPISODE_ARTWORK_ROUTE, episodeArtworkHandler(sources))
    .get(hostPortraitPath(1), hostPortraitHandler(sources.site, 1))
    .get(hostPortraitPath(2), hostPortraitHandler(sources.site, 2));
}
