import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { FfmpegMediaRenderer, reelClip } from './ffmpeg-media-renderer.js';
import { locateFfmpeg } from './locate-ffmpeg.js';
import { MediaRenderingFailed } from './run-ffmpeg.js';
import { describeMedia, makePicture, makeTone, nearWhitePixels, rgbPixels } from './testing/media-files.js';

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
