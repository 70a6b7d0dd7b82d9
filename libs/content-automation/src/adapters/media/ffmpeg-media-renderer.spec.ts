import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { FfmpegMediaRenderer, reelClip } from './ffmpeg-media-renderer.js';
import { locateFfmpeg } from './locate-ffmpeg.js';
import { MediaRenderingFailed } from './run-ffmpeg.js';
import { MusicMetadataAudioProbe } from './music-metadata-audio-probe.js';
import { describeMedia, makeFlatPicture, makePicture, makeTone, nearWhitePixels, pixelAt, rgbPixels } from './testing/media-files.js';

const machineFfmpeg = locateFfmpeg();
const npmFfmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
// The same renders with the machine's ffmpeg and the old build the npm package ships (the fallback).
const ffmpegBuilds = [...new Set([machineFfmpeg, npmFfmpeg])].map((ffmpegPath) => ({ ffmpegPath, name: ffmpegPath === npmFfmpeg ? "@ffmpeg-installer's ffmpeg" : ffmpegPath }));

const QUOTE = 'The best time to start a podcast was ten years ago; the second best time is the episode you record today.';

describe.each(ffmpegBuilds)(`${FfmpegMediaRenderer.name} with $name`, ({ ffmpegPath }) => {
  const renderer = new FfmpegMediaRenderer({ ffmpegPath });
  let folder: string;
  let audioPath: string;
  let coverPath: string;
  const inFolder = (name: string): string => path.join(folder, name);

  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'media-renderer-'));
    audioPath = inFolder('episode.wav');
    makeTone(machineFfmpeg, audioPath, 3);
    coverPath = inFolder('cover.png');
    makePicture(machineFfmpeg, coverPath, 300, 200);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('renders the video podcast as an MP4 of H.264 1280×720 and AAC, as long as the audio', async () => {
    await renderer.renderVideoPodcast({ audioPath, coverPath, title: 'Episode 12: Growing an audience', outputPath: inFolder('video.mp4') });
    const video = describeMedia(machineFfmpeg, inFolder('video.mp4'));
    expect(video.container).toContain('mp4');
    expect(video.video).toEqual({ codec: 'h264', width: 1280, height: 720 });
    expect(video.audio).toEqual({ codec: 'aac' });
    expect(video.durationSeconds).toBeGreaterThan(2.8);
    expect(video.durationSeconds).toBeLessThan(3.3);
    expect(readdirSync(folder).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('draws a live waveform: frames of the video differ where it is', async () => {
    await renderer.renderVideoPodcast({ audioPath, coverPath: null, title: 'No cover yet', outputPath: inFolder('plain.mp4') });
    const frameAt = (seconds: number): Buffer => {
      const framePath = inFolder(`frame-${seconds}.png`);
      spawnSync(machineFfmpeg, ['-v', 'error', '-y', '-ss', String(seconds), '-i', inFolder('plain.mp4'), '-frames:v', '1', framePath]);
      return rgbPixels(machineFfmpeg, framePath);
    };
    const [early, late] = [frameAt(0.5), frameAt(2.2)];
    const rowBytes = 1280 * 3;
    // The waveform's band (y 530–680) moves; the title above it does not.
    expect(early.subarray(530 * rowBytes, 680 * rowBytes).equals(late.subarray(530 * rowBytes, 680 * rowBytes))).toBe(false);
    expect(nearWhitePixels(early, 1280, { x: 80, y: 60, width: 1120, height: 420 })).toBeGreaterThan(1000);
  });

  it('renders a 1080×1080 quote card whose quote is drawn with the shipped font', async () => {
    await renderer.renderQuoteCard({ coverPath, quote: QUOTE, episodeTitle: 'Episode 12: Growing an audience', outputPath: inFolder('card.png') });
    await renderer.renderQuoteCard({ coverPath: null, quote: 'Short and different.', episodeTitle: 'Episode 12', outputPath: inFolder('other-card.png') });
    expect(readFileSync(inFolder('card.png')).subarray(1, 4).toString()).toBe('PNG');
    expect(describeMedia(machineFfmpeg, inFolder('card.png')).video).toMatchObject({ width: 1080, height: 1080 });
    const quoteRegion = { x: 90, y: 170, width: 900, height: 600 };
    const card = rgbPixels(machineFfmpeg, inFolder('card.png'));
    const other = rgbPixels(machineFfmpeg, inFolder('other-card.png'));
    expect(card.length).toBe(1080 * 1080 * 3);
    // White letters over the darkened cover: thousands of white pixels, and more for the longer quote.
    expect(nearWhitePixels(card, 1080, quoteRegion)).toBeGreaterThan(20_000);
    expect(nearWhitePixels(card, 1080, quoteRegion)).toBeGreaterThan(nearWhitePixels(other, 1080, quoteRegion));
  });

  it('renders a vertical 1080×1920 reel of at most maxSeconds, from a start moved into the audio', async () => {
    await renderer.renderReel({ audioPath, coverPath, quote: QUOTE, startSeconds: 2.5, maxSeconds: 2, outputPath: inFolder('reel.mp4') });
    const reel = describeMedia(machineFfmpeg, inFolder('reel.mp4'));
    expect(reel.video).toEqual({ codec: 'h264', width: 1080, height: 1920 });
    expect(reel.audio).toEqual({ codec: 'aac' });
    expect(reel.durationSeconds).toBeGreaterThan(1.8);
    expect(reel.durationSeconds).toBeLessThanOrEqual(2.1);
  });

  it('renders a 1280×720 JPEG thumbnail, whatever characters the title holds', async () => {
    await renderer.renderThumbnail({ coverPath, title: 'Episode 12 — Q&A: <Growth> & "hacks" \u0007', outputPath: inFolder('thumbnail.jpg') });
    const jpeg = readFileSync(inFolder('thumbnail.jpg'));
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(describeMedia(machineFfmpeg, inFolder('thumbnail.jpg')).video).toMatchObject({ codec: 'mjpeg', width: 1280, height: 720 });
  });

  it("fails with a readable message naming ffmpeg's complaint, and leaves no file", async () => {
    writeFileSync(inFolder('broken.mp3'), 'not audio at all');
    const failure = renderer.renderVideoPodcast({ audioPath: inFolder('broken.mp3'), coverPath: null, title: 'Broken', outputPath: inFolder('broken.mp4') });
    await expect(failure).rejects.toThrow(MediaRenderingFailed);
    await expect(failure).rejects.toThrow(/^The video could not be rendered: .*broken\.mp3.*(Invalid data|invalid)/i);
    expect(existsSync(inFolder('broken.mp4'))).toBe(false);
    expect(existsSync(inFolder('broken.mp4.partial'))).toBe(false);
  });
});

/** The cover's colour, and where the quote card shows the cover's picture (120 px square at 90, 860): its centre. */
const COVER_COLOUR = { hex: '#dd1100', ffmpeg: '0xdd1100' };
const QUOTE_CARD_PICTURE_CENTRE = { x: 150, y: 920 };

/** An episode cover as the demo seed writes them (libs/episode's generated-demo-media.ts): an SVG whose text names fonts no one ships. */
const DEMO_LIKE_SVG_COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" aria-label="Episode 3: Money dates">
<rect width="600" height="600" fill="${COVER_COLOUR.hex}"/>
<text x="48" y="110" font-family="Helvetica, Arial, sans-serif" font-size="34" font-weight="700" fill="#fff" letter-spacing="4">EPISODE 3</text>
<text x="48" y="560" font-family="Georgia, serif" font-size="40" font-weight="700" fill="#fff">Money dates</text>
</svg>
`;

/**
 * Every cover and audio format the episode context accepts (libs/platform's IMAGE_FORMATS and
 * AUDIO_FORMATS, and the demo episodes' SVG covers), rendered by the ffmpeg a fresh `npm install`
 * brings: @ffmpeg-installer/ffmpeg's 2018 static build, whatever else the machine has. The files are
 * made by that same ffmpeg.
 */
describe(`${FfmpegMediaRenderer.name} with only what npm installs`, () => {
  const renderer = new FfmpegMediaRenderer({ ffmpegPath: npmFfmpeg });
  let folder: string;
  const inFolder = (name: string): string => path.join(folder, name);

  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'media-renderer-npm-'));
    writeFileSync(inFolder('demo-cover.svg'), DEMO_LIKE_SVG_COVER);
    makeTone(npmFfmpeg, inFolder('episode.wav'), 2);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const rasterCovers = [
    { format: 'PNG', file: 'cover.png', encoding: [] },
    { format: 'JPEG', file: 'cover.jpg', encoding: ['-q:v', '3'] },
    { format: 'WebP (lossy)', file: 'cover.webp', encoding: ['-c:v', 'libwebp'] },
    { format: 'WebP (lossless, with alpha)', file: 'cover-lossless.webp', encoding: ['-vf', 'format=rgba', '-c:v', 'libwebp', '-lossless', '1'] },
    { format: 'WebP (animated)', file: 'cover-animated.webp', frames: 3, encoding: ['-c:v', 'libwebp', '-loop', '0'] },
    { format: 'WebP (animated, lossless, with alpha)', file: 'cover-animated-lossless.webp', frames: 3, encoding: ['-vf', 'format=rgba', '-c:v', 'libwebp', '-lossless', '1', '-loop', '0'] },
  ];

  it.each([{ format: 'SVG (as every demo episode’s)', file: 'demo-cover.svg' }, ...rasterCovers])('draws the cover on the quote card: $format', async ({ file, ...cover }) => {
    if ('encoding' in cover) makeFlatPicture(npmFfmpeg, inFolder(file), { colour: COVER_COLOUR.ffmpeg, width: 300, height: 200, ...cover });
    const cardPath = inFolder(`${file}.card.png`);
    await renderer.renderQuoteCard({ coverPath: inFolder(file), quote: QUOTE, episodeTitle: 'Episode 3: Money dates', outputPath: cardPath });
    const [red, green, blue] = pixelAt(rgbPixels(npmFfmpeg, cardPath), 1080, QUOTE_CARD_PICTURE_CENTRE.x, QUOTE_CARD_PICTURE_CENTRE.y);
    expect({ red: red > 180, green: green < 70, blue: blue < 70 }).toEqual({ red: true, green: true, blue: true });
  });

  it('makes the quote card, reel, thumbnail and video of an episode whose cover is an SVG', async () => {
    const coverPath = inFolder('demo-cover.svg');
    const audioPath = inFolder('episode.wav');
    await renderer.renderQuoteCard({ coverPath, quote: QUOTE, episodeTitle: 'Episode 3: Money dates', outputPath: inFolder('svg-card.png') });
    await renderer.renderReel({ audioPath, coverPath, quote: QUOTE, startSeconds: 0, maxSeconds: 1, outputPath: inFolder('svg-reel.mp4') });
    await renderer.renderThumbnail({ coverPath, title: 'Episode 3: Money dates', outputPath: inFolder('svg-thumbnail.jpg') });
    await renderer.renderVideoPodcast({ audioPath, coverPath, title: 'Episode 3: Money dates', outputPath: inFolder('svg-video.mp4') });
    expect(describeMedia(npmFfmpeg, inFolder('svg-card.png')).video).toMatchObject({ width: 1080, height: 1080 });
    expect(describeMedia(npmFfmpeg, inFolder('svg-reel.mp4'))).toMatchObject({ video: { codec: 'h264', width: 1080, height: 1920 }, audio: { codec: 'aac' } });
    expect(describeMedia(npmFfmpeg, inFolder('svg-thumbnail.jpg')).video).toMatchObject({ codec: 'mjpeg', width: 1280, height: 720 });
    expect(describeMedia(npmFfmpeg, inFolder('svg-video.mp4'))).toMatchObject({ video: { codec: 'h264', width: 1280, height: 720 }, audio: { codec: 'aac' } });
  });

  it('says which SVG cover it could not draw, and leaves no file', async () => {
    writeFileSync(inFolder('broken.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect');
    const failure = renderer.renderQuoteCard({ coverPath: inFolder('broken.svg'), quote: QUOTE, episodeTitle: 'Broken', outputPath: inFolder('broken-card.png') });
    await expect(failure).rejects.toThrow(MediaRenderingFailed);
    await expect(failure).rejects.toThrow(/^The quote card could not be rendered: The cover broken\.svg could not be drawn: /);
    expect(existsSync(inFolder('broken-card.png'))).toBe(false);
  });

  it.each([
    { format: 'MP3', file: 'episode.mp3', encoding: ['-c:a', 'libmp3lame'] },
    { format: 'M4A (AAC)', file: 'episode.m4a', encoding: ['-c:a', 'aac'] },
    { format: 'AAC (ADTS)', file: 'episode.aac', encoding: ['-c:a', 'aac'] },
    { format: 'WAV', file: 'episode-pcm.wav', encoding: [] },
    { format: 'OGG (Vorbis)', file: 'episode-vorbis.ogg', encoding: ['-c:a', 'libvorbis'] },
    { format: 'OGG (Opus)', file: 'episode-opus.ogg', encoding: ['-c:a', 'libopus', '-ar', '48000'] },
    { format: 'WebM (Opus)', file: 'episode.webm', encoding: ['-c:a', 'libopus', '-ar', '48000'] },
    { format: 'FLAC', file: 'episode.flac', encoding: [] },
  ])('measures $format audio and cuts a reel of it', async ({ file, encoding }) => {
    const audioPath = inFolder(file);
    makeTone(npmFfmpeg, audioPath, 2, encoding);
    const { durationSeconds } = await new MusicMetadataAudioProbe().probe(audioPath);
    expect(durationSeconds).toBeGreaterThan(1.9);
    expect(durationSeconds).toBeLessThan(2.2);
    const reelPath = inFolder(`${file}.reel.mp4`);
    await renderer.renderReel({ audioPath, coverPath: null, quote: QUOTE, startSeconds: 0.5, maxSeconds: 1, outputPath: reelPath });
    const reel = describeMedia(npmFfmpeg, reelPath);
    expect(reel).toMatchObject({ video: { codec: 'h264', width: 1080, height: 1920 }, audio: { codec: 'aac' } });
    expect(reel.durationSeconds).toBeGreaterThan(0.8);
    expect(reel.durationSeconds).toBeLessThanOrEqual(1.1);
  });
});

describe(`${FfmpegMediaRenderer.name}, cancelled`, () => {
  it('kills ffmpeg when the signal fires and leaves no file', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'media-renderer-abort-'));
    try {
      const audioPath = path.join(folder, 'long.wav');
      makeTone(machineFfmpeg, audioPath, 120);
      const controller = new AbortController();
      const rendering = new FfmpegMediaRenderer({ ffmpegPath: machineFfmpeg }).renderVideoPodcast({ audioPath, coverPath: null, title: 'Long', outputPath: path.join(folder, 'long.mp4'), signal: controller.signal });
      setTimeout(() => controller.abort(new Error('job cancelled')), 300);
      const started = Date.now();
      await expect(rendering).rejects.toThrow('job cancelled');
      expect(Date.now() - started).toBeLessThan(5000);
      expect(readdirSync(folder)).toEqual(['long.wav']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe(reelClip.name, () => {
  it('keeps a clip that fits', () => expect(reelClip(600, 100, 45)).toEqual({ startSeconds: 100, durationSeconds: 45 }));
  it('moves a start too late back so the clip is whole', () => expect(reelClip(600, 590, 30)).toEqual({ startSeconds: 570, durationSeconds: 30 }));
  it('moves a negative start to 0', () => expect(reelClip(600, -5, 30)).toEqual({ startSeconds: 0, durationSeconds: 30 }));
  it('never exceeds 60 seconds or the audio', () => {
    expect(reelClip(600, 0, 90)).toEqual({ startSeconds: 0, durationSeconds: 60 });
    expect(reelClip(20, 10, 60)).toEqual({ startSeconds: 0, durationSeconds: 20 });
  });
});
