import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeIntoPlace } from '@harmony/platform';
import { AudioProbe } from '../../application/audio-probe.js';
import type { Cancellable } from '../../application/cancellable.js';
import { MediaRenderer } from '../../application/media-renderer.js';
import { locateFfmpeg } from './locate-ffmpeg.js';
import { prepareCover, QUOTE_CARD_SIZE, quoteCardSvg, REEL_FRAME_SIZE, reelFrameSvg, renderSvgToPng, WIDE_FRAME_SIZE, wideFrameSvg, type CoverLayers } from './media-images.js';
import { MusicMetadataAudioProbe } from './music-metadata-audio-probe.js';
import { runFfmpeg } from './run-ffmpeg.js';
import { REEL_SETTINGS, videoPodcastArguments, waveformVideoArguments } from './waveform-video.js';

/** The longest reel the networks take everywhere. */
export const MAX_REEL_SECONDS = 60;

export interface FfmpegMediaRendererOptions {
  /** Defaults to `locateFfmpeg(process.env)`. */
  readonly ffmpegPath?: string;
  /** Measures the audio a reel is cut from. */
  readonly audioProbe?: AudioProbe;
}

/**
 * The media of the pipeline: videos with ffmpeg (the cover as a still under a live waveform), images
 * drawn as SVG with resvg and the fonts shipped in `@expo-google-fonts/inter`. Each output is written
 * beside its path and renamed into place, so a failed or cancelled render leaves no half file.
 */
export class FfmpegMediaRenderer extends MediaRenderer {
  readonly ffmpegPath: string;
  private readonly audioProbe: AudioProbe;

  constructor(options: FfmpegMediaRendererOptions = {}) {
    super();
    this.ffmpegPath = options.ffmpegPath ?? locateFfmpeg(process.env);
    this.audioProbe = options.audioProbe ?? new MusicMetadataAudioProbe();
  }

  override async renderVideoPodcast(input: { audioPath: string; coverPath: string | null; title: string; outputPath: string } & Cancellable): Promise<void> {
    const what = 'The video';
    await this.inScratchFolder(async (scratch) => {
      const cover = await this.cover(input.coverPath, WIDE_FRAME_SIZE, 400, what, input.signal);
      const stillPath = path.join(scratch, 'still.png');
      await writeFile(stillPath, renderSvgToPng(wideFrameSvg({ title: input.title, cover })));
      await this.intoPlace(input.outputPath, (partialPath) =>
        runFfmpeg(this.ffmpegPath, videoPodcastArguments({ audioPath: input.audioPath, stillPath, outputPath: partialPath }), { what, signal: input.signal }),
      );
    });
  }

  override async renderQuoteCard(input: { coverPath: string | null; quote: string; episodeTitle: string; outputPath: string } & Cancellable): Promise<void> {
    const card = await this.quoteCard(input, 'The quote card');
    await this.intoPlace(input.outputPath, (partialPath) => writeFile(partialPath, card));
  }

  override async renderReel(
    input: { audioPath: string; coverPath: string | null; quote: string; startSeconds: number; maxSeconds: number; outputPath: string } & Cancellable,
  ): Promise<void> {
    const what = 'The reel';
    if (!(input.maxSeconds > 0)) throw new RangeError(`A reel lasts more than 0 seconds (maxSeconds was ${input.maxSeconds}).`);
    const { durationSeconds } = await this.audioProbe.probe(input.audioPath);
    const clip = reelClip(durationSeconds, input.startSeconds, input.maxSeconds);
    await this.inScratchFolder(async (scratch) => {
      // The reel is given no title: its card shows the quote and the cover picture.
      const [card, cover] = await Promise.all([this.quoteCard({ ...input, episodeTitle: '' }, what), this.cover(input.coverPath, REEL_FRAME_SIZE, 120, what, input.signal)]);
      const stillPath = path.join(scratch, 'still.png');
      await writeFile(stillPath, renderSvgToPng(reelFrameSvg({ quoteCard: card, cover })));
      await this.intoPlace(input.outputPath, (partialPath) =>
        runFfmpeg(this.ffmpegPath, waveformVideoArguments({ audioPath: input.audioPath, stillPath, outputPath: partialPath, clip }, REEL_SETTINGS), { what, signal: input.signal }),
      );
    });
  }

  override async renderThumbnail(input: { coverPath: string | null; title: string; outputPath: string } & Cancellable): Promise<void> {
    const what = 'The thumbnail';
    const cover = await this.cover(input.coverPath, WIDE_FRAME_SIZE, 400, what, input.signal);
    const png = renderSvgToPng(wideFrameSvg({ title: input.title, cover }));
    await this.intoPlace(input.outputPath, (partialPath) =>
      runFfmpeg(this.ffmpegPath, ['-y', '-f', 'png_pipe', '-i', 'pipe:0', '-frames:v', '1', '-q:v', '3', '-f', 'image2', '-c:v', 'mjpeg', partialPath], { what, stdin: png, signal: input.signal }),
    );
  }

  private async quoteCard(input: { coverPath: string | null; quote: string; episodeTitle: string } & Cancellable, what: string): Promise<Buffer> {
    const cover = await this.cover(input.coverPath, QUOTE_CARD_SIZE, 120, what, input.signal);
    return renderSvgToPng(quoteCardSvg({ quote: input.quote, episodeTitle: input.episodeTitle, cover }));
  }

  private cover(coverPath: string | null, frame: { width: number; height: number }, pictureSize: number, what: string, signal?: AbortSignal): Promise<CoverLayers | null> {
    return coverPath === null ? Promise.resolve(null) : prepareCover(this.ffmpegPath, coverPath, frame, pictureSize, what, signal);
  }

  private async inScratchFolder(work: (folder: string) => Promise<void>): Promise<void> {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'harmony-media-'));
    try {
      await work(folder);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  private intoPlace(outputPath: string, write: (partialPath: string) => Promise<unknown>): Promise<void> {
    return writeIntoPlace(`${outputPath}.partial`, outputPath, write);
  }

}

/**
 * The part of the audio a reel shows: at most `maxSeconds` (and 60), from `startSeconds` moved into the
 * audio, and earlier when the audio ends first, so the clip is as long as it can be.
 */
export function reelClip(audioSeconds: number, startSeconds: number, maxSeconds: number): { startSeconds: number; durationSeconds: number } {
  const durationSeconds = Math.min(maxSeconds, MAX_REEL_SECONDS, audioSeconds);
  const latestStart = Math.max(0, audioSeconds - durationSeconds);
  const start = Number.isFinite(startSeconds) ? Math.min(Math.max(0, startSeconds), latestStart) : 0;
  return { startSeconds: start, durationSeconds };
}
