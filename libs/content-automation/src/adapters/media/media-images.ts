import { Resvg } from '@resvg/resvg-js';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fitText, type FittedText, type TextBox } from './text-layout.js';
import { MediaRenderingFailed, runFfmpeg } from './run-ffmpeg.js';
import { firstFrameOfAnimatedWebp } from './webp-still.js';

/** The site's colours (slate and emerald), for media without a cover and for accents. */
export const BRAND_COLOURS = { background: '#0f172a', backgroundEnd: '#134e4a', accent: '#6ee7b7', text: '#ffffff', muted: '#cbd5e1' } as const;

const require = createRequire(import.meta.url);
/**
 * Inter (OFL) from an npm package: a fresh machine or a slim container may have no system font at all,
 * and the renderer is told to use none, so the output is the same everywhere.
 */
const FONT_FILES = [require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'), require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')];
const FONT_FAMILY = 'Inter';

/** The cover prepared for a layout: a blurred backdrop filling the frame and the picture itself, as PNGs. */
export interface CoverLayers {
  readonly backdrop: Buffer;
  readonly picture: Buffer;
}

interface Size {
  readonly width: number;
  readonly height: number;
}

/** A stored file's extension ("svg"): the storage keeps each file under its format's. */
const extensionOf = (filePath: string): string => path.extname(filePath).slice(1).toLowerCase();

/**
 * The cover as a file ffmpeg decodes, or null when the stored one is. An SVG (every demo episode's
 * cover) is drawn by resvg with the shipped fonts, its longer side `longerSide` px: the ffmpeg
 * `@ffmpeg-installer/ffmpeg` ships has no SVG decoder, and one that has would draw the text with
 * whatever fonts the machine has. An animated WebP, which no ffmpeg here decodes, becomes the still of
 * its first frame. JPEG, PNG and still WebP are read as they are.
 */
async function decodableCover(coverPath: string, longerSide: number, what: string): Promise<{ readonly name: string; readonly bytes: Buffer } | null> {
  switch (extensionOf(coverPath)) {
    case 'svg':
      try {
        return { name: 'cover.png', bytes: renderSvgToPng(await readFile(coverPath, 'utf8'), longerSide) };
      } catch (error) {
        throw new MediaRenderingFailed(what, `The cover ${path.basename(coverPath)} could not be drawn: ${error instanceof Error ? error.message : String(error)}`);
      }
    case 'webp': {
      // A missing file is left to ffmpeg, whose message names it.
      const firstFrame = firstFrameOfAnimatedWebp(await readFile(coverPath).catch(() => Buffer.alloc(0)));
      return firstFrame && { name: 'cover.webp', bytes: firstFrame };
    }
    default:
      return null;
  }
}

/**
 * The cover's two layers, made by ffmpeg from the cover, or from the file `decodableCover` makes of
 * it, written in a scratch folder removed after (not piped: ffmpeg 4.1 finds no picture in a WebP it
 * reads from a pipe).
 */
export async function prepareCover(ffmpegPath: string, coverPath: string, frame: Size, pictureSize: number, what: string, signal?: AbortSignal): Promise<CoverLayers> {
  const backdropSize = { width: Math.round(frame.width / 10), height: Math.round(frame.height / 10) };
  const converted = await decodableCover(coverPath, Math.max(pictureSize, backdropSize.width, backdropSize.height), what);
  if (!converted) return coverLayers(ffmpegPath, coverPath, { frame, backdropSize, pictureSize }, { what, signal });
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'harmony-cover-'));
  try {
    const convertedPath = path.join(scratch, converted.name);
    await writeFile(convertedPath, converted.bytes);
    return await coverLayers(ffmpegPath, convertedPath, { frame, backdropSize, pictureSize }, { what, signal });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The blurred backdrop and the picture, decoded by ffmpeg. The blur is done at a tenth of the size
 * (`backdropSize`) and scaled back up: as soft, and far cheaper than a wide blur.
 */
async function coverLayers(ffmpegPath: string, imagePath: string, sizes: { frame: Size; backdropSize: Size; pictureSize: number }, run: { what: string; signal?: AbortSignal }): Promise<CoverLayers> {
  const { frame, backdropSize: small, pictureSize } = sizes;
  const toPng = ['-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'];
  const [backdrop, picture] = await Promise.all([
    runFfmpeg(
      ffmpegPath,
      ['-i', imagePath, '-vf', `scale=${small.width}:${small.height}:force_original_aspect_ratio=increase,crop=${small.width}:${small.height},boxblur=2:2,scale=${frame.width}:${frame.height}:flags=bicubic,format=rgb24`, ...toPng],
      run,
    ),
    runFfmpeg(ffmpegPath, ['-i', imagePath, '-vf', `scale=${pictureSize}:${pictureSize}:force_original_aspect_ratio=decrease`, ...toPng], run),
  ]);
  return { backdrop, picture };
}

/** Characters XML does not allow, which a title could still carry. */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what is removed
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function escapeXml(text: string): string {
  return text.replace(XML_INVALID, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function pngDataUri(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

function lineSpacing(fontSize: number): number {
  return Math.round(fontSize * 1.22);
}

/** A fitted text's lines as SVG, its first baseline at `top` + the font size. */
function textLines(fitted: FittedText, x: number, top: number, attributes: string): string {
  const spacing = lineSpacing(fitted.fontSize);
  return fitted.lines
    .map((line, index) => `<text x="${x}" y="${top + fitted.fontSize + index * spacing}" font-size="${fitted.fontSize}" ${attributes}>${escapeXml(line)}</text>`)
    .join('');
}

function textHeight(fitted: FittedText): number {
  return fitted.fontSize + (fitted.lines.length - 1) * lineSpacing(fitted.fontSize);
}

/** The frame's background: the blurred, darkened cover, or the brand's gradient without one. */
function background(size: Size, cover: CoverLayers | null): string {
  if (cover) {
    return `<image href="${pngDataUri(cover.backdrop)}" x="0" y="0" width="${size.width}" height="${size.height}" preserveAspectRatio="xMidYMid slice"/><rect width="${size.width}" height="${size.height}" fill="#020617" fill-opacity="0.6"/>`;
  }
  return `<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND_COLOURS.background}"/><stop offset="1" stop-color="${BRAND_COLOURS.backgroundEnd}"/></linearGradient></defs><rect width="${size.width}" height="${size.height}" fill="url(#brand)"/>`;
}

function picture(cover: CoverLayers, x: number, y: number, size: number): string {
  return `<image href="${pngDataUri(cover.picture)}" x="${x}" y="${y}" width="${size}" height="${size}" preserveAspectRatio="xMidYMid meet"/>`;
}

function svgDocument(size: Size, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}" font-family="${FONT_FAMILY}">${body}</svg>`;
}

const FONT_OPTIONS = { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY };

/**
 * Draws an SVG to PNG with the shipped fonts only (fonts it names that are not shipped fall back to
 * Inter): at its own size, or with its longer side `longerSide` px.
 */
export function renderSvgToPng(svg: string, longerSide?: number): Buffer {
  if (longerSide === undefined) return new Resvg(svg, { font: FONT_OPTIONS, fitTo: { mode: 'original' } }).render().asPng();
  const intrinsic = new Resvg(svg, { font: FONT_OPTIONS });
  const mode = intrinsic.width >= intrinsic.height ? 'width' : 'height';
  return new Resvg(svg, { font: FONT_OPTIONS, fitTo: { mode, value: longerSide } }).render().asPng();
}

export const QUOTE_CARD_SIZE: Size = { width: 1080, height: 1080 };
const QUOTE_BOX: TextBox = { maxWidth: 900, maxLines: 7, largestFontSize: 76, smallestFontSize: 40, bold: true };

/** The quote card: the pull quote large over the cover, the episode's title (and its cover) below. */
export function quoteCardSvg(input: { quote: string; episodeTitle: string; cover: CoverLayers | null }): string {
  const margin = 90;
  const quote = fitText(`${input.quote.trim()}`, QUOTE_BOX);
  const titleLeft = input.cover ? margin + 150 : margin;
  const title = fitText(input.episodeTitle.trim(), { maxWidth: QUOTE_CARD_SIZE.width - titleLeft - margin, maxLines: 2, largestFontSize: 36, smallestFontSize: 28, bold: true });
  const footerTop = 860;
  const quoteTop = 170 + Math.max(0, (footerTop - 80 - 170 - textHeight(quote)) / 2);
  return svgDocument(
    QUOTE_CARD_SIZE,
    [
      background(QUOTE_CARD_SIZE, input.cover),
      `<text x="${margin - 8}" y="${quoteTop - 10}" font-size="180" font-weight="700" fill="${BRAND_COLOURS.accent}">“</text>`,
      textLines(quote, margin, quoteTop, `font-weight="700" fill="${BRAND_COLOURS.text}"`),
      `<rect x="${margin}" y="${footerTop - 40}" width="120" height="6" fill="${BRAND_COLOURS.accent}"/>`,
      input.cover ? picture(input.cover, margin, footerTop, 120) : '',
      textLines(title, titleLeft, footerTop + Math.max(0, (120 - textHeight(title)) / 2) - 6, `font-weight="700" fill="${BRAND_COLOURS.muted}"`),
    ].join(''),
  );
}

export const WIDE_FRAME_SIZE: Size = { width: 1280, height: 720 };

/** The thumbnail, and the still under the video podcast's waveform (which keeps to the band below 500 px): the cover and the title. */
export function wideFrameSvg(input: { title: string; cover: CoverLayers | null }): string {
  const margin = 80;
  const pictureSize = 400;
  const titleLeft = input.cover ? margin + pictureSize + 60 : margin;
  const title = fitText(input.title.trim(), { maxWidth: WIDE_FRAME_SIZE.width - titleLeft - margin, maxLines: 4, largestFontSize: 60, smallestFontSize: 34, bold: true });
  const band = { top: 60, height: 420 };
  const titleTop = band.top + Math.max(0, (band.height - textHeight(title)) / 2);
  return svgDocument(
    WIDE_FRAME_SIZE,
    [
      background(WIDE_FRAME_SIZE, input.cover),
      input.cover ? picture(input.cover, margin, band.top + 10, pictureSize) : '',
      `<rect x="${titleLeft}" y="${titleTop - 34}" width="90" height="6" fill="${BRAND_COLOURS.accent}"/>`,
      textLines(title, titleLeft, titleTop, `font-weight="700" fill="${BRAND_COLOURS.text}"`),
    ].join(''),
  );
}

export const REEL_FRAME_SIZE: Size = { width: 1080, height: 1920 };
export const REEL_CARD_TOP = 300;

/** The still under a reel's waveform: the quote card on the blurred cover. */
export function reelFrameSvg(input: { quoteCard: Buffer; cover: CoverLayers | null }): string {
  return svgDocument(
    REEL_FRAME_SIZE,
    [
      background(REEL_FRAME_SIZE, input.cover),
      `<image href="${pngDataUri(input.quoteCard)}" x="0" y="${REEL_CARD_TOP}" width="${QUOTE_CARD_SIZE.width}" height="${QUOTE_CARD_SIZE.height}"/>`,
    ].join(''),
  );
}
