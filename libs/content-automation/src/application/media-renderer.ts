import type { Cancellable } from './cancellable.js';

/** Renders the pipeline's media with ffmpeg (and an image library for the quote card). Paths are local files. */
export abstract class MediaRenderer {
  /** An MP4 (H.264 + AAC, 1280×720): the cover, a live waveform of the audio, and the audio. */
  abstract renderVideoPodcast(input: { audioPath: string; coverPath: string | null; title: string; outputPath: string } & Cancellable): Promise<void>;
  /** A 1080×1080 PNG: the cover and the pull quote. */
  abstract renderQuoteCard(input: { coverPath: string | null; quote: string; episodeTitle: string; outputPath: string } & Cancellable): Promise<void>;
  /** A vertical 1080×1920 MP4 of at most `maxSeconds` (≤ 60) from `startSeconds`: cover, quote, waveform, audio. */
  abstract renderReel(input: { audioPath: string; coverPath: string | null; quote: string; startSeconds: number; maxSeconds: number; outputPath: string } & Cancellable): Promise<void>;
  /** A still (JPEG, 1280×720) for the video's thumbnail. */
  abstract renderThumbnail(input: { coverPath: string | null; title: string; outputPath: string } & Cancellable): Promise<void>;
}
