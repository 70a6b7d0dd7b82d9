import { createRequire } from 'node:module';
import { Inject, Injectable } from '@nestjs/common';
import type { Express, NextFunction, Request, Response } from 'express';
import { Resvg } from '@resvg/resvg-js';
import { escapeMarkup, PUBLIC_CACHE_CONTROL, PublicReadCache, sendFromCache, type FreshAnswer } from '@harmony/platform';
import { itemTag } from '@harmony/platform/domain';
import { EPISODE_AGGREGATE, GetEpisode } from '@harmony/episode';
import { ARTICLE_AGGREGATE, GetPublishedArticle } from '@harmony/blog';
import { pageTitle, type SiteConfig } from '@harmony/site-config';
import { WEB_SITE_OPTIONS, type WebSiteOptions } from './web-site.options.js';

/** The size Facebook, LinkedIn and X show large (1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where the share images are served (outside /media: they are drawn, not uploaded). */
export const shareImagePaths = {
  site: '/share/site.png',
  episode: (id: number): string => `/share/episode/${id}.png`,
  article: (slug: string): string => `/share/blog/${slug}.png`,
} as const;

const require = createRequire(import.meta.url);
/** Inter (OFL) from npm: the server may have no system font, and the image must look the same everywhere. */
const FONT_FILES = [require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'), require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')];

// The site's slate and emerald.
const COLOURS = { from: '#0f172a', to: '#134e4a', accent: '#6ee7b7', text: '#ffffff', muted: '#cbd5e1' } as const;

// eslint-disable-next-line no-control-regex -- characters XML does not allow, which a title could still carry
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const svgText = (text: string) => escapeMarkup(text.replace(XML_INVALID, ''));

/**
 * Words in lines of at most `maxCharacters` (Inter bold averages ≈ 0.56 em a character), at most
 * `maxLines`, the last one ending in an ellipsis when the text does not fit.
 */
export function wrapWords(text: string, maxCharacters: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxCharacters || !line) line = candidate.slice(0, maxCharacters);
    else {
      lines.push(line);
      line = word.slice(0, maxCharacters);
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, maxCharacters - 1).replace(/[\s,;:.–—-]+$/, '')}…`;
  return kept;
}

export interface ShareCard {
  /** The small line above the title: "EP 11", "Blog", the tagline. */
  readonly kicker: string;
  readonly title: string;
}

/** The card as SVG: the brand's gradient, the kicker, the title as large as fits, the product and hosts below. */
export function shareCardSvg(site: SiteConfig, card: ShareCard): string {
  const { width, height } = SHARE_IMAGE_SIZE;
  const margin = 80;
  const large = wrapWords(card.title, 28, 3);
  const [fontSize, lines] = large.length <= 2 ? [72, large] : [60, wrapWords(card.title, 33, 4)];
  const spacing = Math.round(fontSize * 1.2);
  const titleTop = 230 + Math.max(0, (4 * 72 - lines.length * spacing) / 2);
  const hosts = `${site.hosts.names[0]} & ${site.hosts.names[1]} ${site.hosts.surname}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Inter">`,
    `<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOURS.from}"/><stop offset="1" stop-color="${COLOURS.to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#brand)"/>`,
    `<text x="${margin}" y="140" font-size="34" font-weight="700" fill="${COLOURS.accent}">${svgText(card.kicker)}</text>`,
    `<rect x="${margin}" y="170" width="110" height="6" fill="${COLOURS.accent}"/>`,
    ...lines.map((line, index) => `<text x="${margin}" y="${titleTop + fontSize + index * spacing}" font-size="${fontSize}" font-weight="700" fill="${COLOURS.text}">${svgText(line)}</text>`),
    `<text x="${margin}" y="${height - 60}" font-size="30" font-weight="700" fill="${COLOURS.text}">${svgText(site.productName)}</text>`,
    `<text x="${width - margin}" y="${height - 60}" font-size="26" text-anchor="end" fill="${COLOURS.muted}">${svgText(hosts)}</text>`,
    '</svg>',
  ].join('');
}

/** Draws a share card to PNG with the shipped fonts only (CPU work: callers keep the result). */
export function renderShareCard(site: SiteConfig, card: ShareCard): Buffer {
  return new Resvg(shareCardSvg(site, card), { font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter' }, fitTo: { mode: 'original' } }).render().asPng();
}

/** The public episode and article a card shows; each rejects with its context's not-found error (a 404). */
export interface ShareImageSources {
  readonly episode: (id: number) => Promise<{ readonly number: number; readonly title: string }>;
  readonly article: (slug: string) => Promise<{ readonly title: string }>;
}

/** Matches the paths of `shareImagePaths`. */
export const SHARE_IMAGE_ROUTE = /^\/share\/(?:(site)|episode\/(\d{1,9})|blog\/([a-z0-9]+(?:-[a-z0-9]+)*))\.png$/;

/**
 * GET /share/…png: the Open Graph images, drawn on first request and kept in the read cache until the
 * episode or article they show changes (the site's card never changes under a running process).
 */
export function shareImageHandler(site: SiteConfig, cache: PublicReadCache, sources: ShareImageSources) {
  // Read inside the cache's producer: a kept image costs no database read.
  const png = (read: () => Promise<ShareCard>) => async (): Promise<FreshAnswer> => {
    const card = await read();
    return { body: renderShareCard(site, card), contentType: 'image/png', headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL } };
  };
  const tagline = pageTitle(site).split('|').pop()?.trim() || site.description;
  return async (request: Request, response: Response, next: NextFunction) => {
    const [, whole, id, slug] = SHARE_IMAGE_ROUTE.exec(request.path) ?? [];
    try {
      if (whole) {
        await sendFromCache(cache, request, response, 'share site', [], png(async () => ({ kicker: `${site.productName} Podcast`, title: tagline })));
      } else if (id) {
        const read = async () => {
          const episode = await sources.episode(Number(id));
          return { kicker: `EP ${episode.number}`, title: episode.title };
        };
        await sendFromCache(cache, request, response, `share episode ${id}`, [itemTag(EPISODE_AGGREGATE, id)], png(read));
      } else if (slug) {
        const read = async () => {
          const article = await sources.article(slug);
          return { kicker: 'From the blog', title: article.title };
        };
        await sendFromCache(cache, request, response, `share article ${slug}`, [itemTag(ARTICLE_AGGREGATE, slug)], png(read));
      } else next();
    } catch (error) {
      // The platform's exception filter answers it, as every other error: problem+json (a 404 for a missing one).
      next(error);
    }
  };
}

/** /share/…png, the pages' Open Graph images. */
@Injectable()
export class ShareImageRoute {
  constructor(
    @Inject(WEB_SITE_OPTIONS) private readonly options: WebSiteOptions,
    private readonly cache: PublicReadCache,
    private readonly getEpisode: GetEpisode,
    private readonly getArticle: GetPublishedArticle,
  ) {}

  mount(app: Express): void {
    app.get(SHARE_IMAGE_ROUTE, shareImageHandler(this.options.site, this.cache, { episode: (id) => this.getEpisode.execute(id), article: (slug) => this.getArticle.execute(slug) }));
  }
}
