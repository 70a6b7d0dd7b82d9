import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { NextFunction, Request, Response } from 'express';
import { escapeMarkup, PUBLIC_CACHE_CONTROL } from '@harmony/platform';
import type { SiteConfig } from '@harmony/site-config';
import { opaquePng } from './opaque-png.js';

/** Apple Podcasts takes show artwork from 1400 to 3000 px square, JPEG or PNG (never SVG): the largest. */
export const SHOW_COVER_SIZE = 3000;
const HOST_PORTRAIT_SIZE = 600;
/** The site's slate and emerald. Flat fills keep a 3000 px PNG small (a gradient would weigh megabytes). */
const COLOURS = { background: '#0f172a', ring: '#10b981', accent: '#6ee7b7', text: '#ffffff', muted: '#cbd5e1' } as const;

export const SHOW_COVER_PATH = '/podcast-cover.png';
/** The hosts' pictures for podcast:person, in the site configuration's order (1 and 2). */
export const hostPortraitPath = (position: 1 | 2): string => `/podcast-hosts/${position}.png`;
/** An episode's SVG cover drawn as Apple wants item artwork (the feed links the original of a PNG or JPEG cover). */
export const episodeArtworkPath = (id: number): string => `/podcast-artwork/episode/${id}.png`;
/** Matches the paths of `episodeArtworkPath`. */
export const EPISODE_ARTWORK_ROUTE = /^\/podcast-artwork\/episode\/(\d{1,9})\.png$/;

/** Whether a media URL names an SVG (by its extension, whatever its query or fragment). */
export const isSvgUrl = (url: string): boolean => /\.svg$/i.test(url.split(/[?#]/, 1)[0] ?? '');

const require = createRequire(import.meta.url);
/** Inter (OFL) from npm, and no system fonts: the same artwork on a laptop and in a slim container without fonts. */
const FONT_FILES = [require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'), require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')];

/** Splits text into lines of at most `width` characters (a word longer than that keeps its own line). */
const wrap = (text: string, width: number): string[] =>
  text.split(/\s+/).reduce<string[]>((lines, word) => {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);

/** The show's artwork: its name, "Podcast" and the hosts, on the site's colours with its two interlocking rings. */
export function showCoverSvg(site: SiteConfig): string {
  const size = SHOW_COVER_SIZE;
  const lines = wrap(site.productName, 12).slice(0, 3);
  const fontSize = Math.min(340, Math.floor((size * 0.84) / (0.58 * Math.max(...lines.map((line) => line.length)))));
  const spacing = Math.round(fontSize * 1.15);
  const top = 1500 - ((lines.length - 1) * spacing) / 2;
  const title = lines.map((line, index) => `<text x="240" y="${top + index * spacing}" font-size="${fontSize}" font-weight="700" fill="${COLOURS.text}">${escapeMarkup(line)}</text>`).join('');
  const hosts = escapeMarkup(`with ${site.hosts.names[0]} & ${site.hosts.names[1]} ${site.hosts.surname}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" font-family="Inter">
<rect width="${size}" height="${size}" fill="${COLOURS.background}"/>
<circle cx="2150" cy="640" r="360" fill="none" stroke="${COLOURS.ring}" stroke-width="70"/>
<circle cx="2450" cy="640" r="360" fill="none" stroke="${COLOURS.accent}" stroke-width="70"/>
<text x="240" y="${top - fontSize - 120}" font-size="130" font-weight="700" letter-spacing="24" fill="${COLOURS.accent}">PODCAST</text>
${title}
<text x="240" y="2700" font-size="140" fill="${COLOURS.muted}">${hosts}</text>
</svg>`;
}

/** A host's picture when the site has no photograph: their initial on the site's emerald, as the home page shows them. */
export function hostPortraitSvg(name: string): string {
  const size = HOST_PORTRAIT_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" font-family="Inter">
<rect width="${size}" height="${size}" fill="#047857"/>
<text x="${size / 2}" y="${size / 2 + 105}" font-size="300" font-weight="700" fill="${COLOURS.text}" text-anchor="middle">${escapeMarkup(name.charAt(0).toUpperCase())}</text>
</svg>`;
}

const FONT_OPTIONS = { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'Inter' };

/** The SVG drawn at its own size, as an RGB PNG (opaquePng). */
export function renderPng(svg: string): Promise<Buffer> {
  return opaquePng(new Resvg(svg, { font: FONT_OPTIONS }).render());
}

/**
 * Any SVG as a `size` px square PNG: drawn at that size along its longer side, centred on the site's
 * background when it is not square. Fonts it names that the site does not ship fall back to Inter.
 */
export function renderSquarePng(svg: string, size: number = SHOW_COVER_SIZE): Promise<Buffer> {
  const intrinsic = new Resvg(svg, { font: FONT_OPTIONS });
  const mode = intrinsic.width >= intrinsic.height ? 'width' : 'height';
  const drawn = new Resvg(svg, { font: FONT_OPTIONS, fitTo: { mode, value: size } }).render();
  if (drawn.width === size && drawn.height === size) return opaquePng(drawn);
  // Placed as a picture rather than nested as SVG: resvg draws the text of an SVG inside <image> without fonts.
  const x = Math.floor((size - drawn.width) / 2);
  const y = Math.floor((size - drawn.height) / 2);
  const picture = `data:image/png;base64,${drawn.asPng().toString('base64')}`;
  return renderPng(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="${COLOURS.background}"/>
<image x="${x}" y="${y}" width="${drawn.width}" height="${drawn.height}" href="${picture}"/>
</svg>`);
}

interface RenderedImage {
  readonly png: Buffer;
  readonly etag: string;
  readonly lastModified: string;
}

/**
 * Serves a PNG drawn once, on its first request, with a strong ETag and Last-Modified (Express answers 304
 * to a matching If-None-Match / If-Modified-Since). Not the read cache: it would brotli a PNG for nothing.
 * The drawing only changes with the site configuration, i.e. with a restart.
 */
function pngHandler(draw: () => string) {
  let rendered: Promise<RenderedImage> | undefined;
  const render = async (): Promise<RenderedImage> => {
    const png = await renderPng(draw());
    return { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`, lastModified: new Date().toUTCString() };
  };
  return (_request: Request, response: Response, next: NextFunction) => {
    // Requests that come while it is drawn wait for the same drawing; one that failed is tried again.
    (rendered ??= render().catch((error: unknown) => {
      rendered = undefined;
      throw error;
    })).then(({ png, etag, lastModified }) => {
      response.set({ 'Content-Type': 'image/png', ETag: etag, 'Last-Modified': lastModified, 'Cache-Control': PUBLIC_CACHE_CONTROL });
      response.send(png);
    }, next);
  };
}

export const showCoverHandler = (site: SiteConfig) => pngHandler(() => showCoverSvg(site));
export const hostPortraitHandler = (site: SiteConfig, position: 1 | 2) => pngHandler(() => hostPortraitSvg(site.hosts.names[position - 1]));
