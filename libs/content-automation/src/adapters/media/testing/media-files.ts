import { spawnSync } from 'node:child_process';

/** Test files made with ffmpeg itself, and what ffmpeg says of a file (it ships without ffprobe from npm). */

function ffmpeg(ffmpegPath: string, args: string[]): Buffer {
  const run = spawnSync(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], { maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed: ${run.stderr.toString()}`);
  return run.stdout;
}

/**
 * A tone of `seconds` (with some noise, so the waveform moves), in the format the extension names
 * (.wav, .mp3), encoded as `encoding` says (`['-c:a', 'libopus', '-ar', '48000']`) when given.
 */
export function makeTone(ffmpegPath: string, outputPath: string, seconds: number, encoding: readonly string[] = []): void {
  ffmpeg(ffmpegPath, ['-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}`, '-f', 'lavfi', '-i', `anoisesrc=d=${seconds}:a=0.05`, '-filter_complex', 'amix=inputs=2', '-ar', '44100', ...encoding, outputPath]);
}

/** A colourful picture (ffmpeg's test pattern) of the given size. */
export function makePicture(ffmpegPath: string, outputPath: string, width: number, height: number): void {
  ffmpeg(ffmpegPath, ['-f', 'lavfi', '-i', `testsrc2=s=${width}x${height}:d=1`, '-frames:v', '1', outputPath]);
}

/**
 * A picture of one colour (`0xdd1100`) in the format the extension names, encoded as `encoding` says;
 * `frames` above 1 makes an animation (of an animated format such as WebP).
 */
export function makeFlatPicture(ffmpegPath: string, outputPath: string, picture: { colour: string; width: number; height: number; frames?: number; encoding?: readonly string[] }): void {
  const frames = picture.frames ?? 1;
  ffmpeg(ffmpegPath, ['-f', 'lavfi', '-i', `color=c=${picture.colour}:s=${picture.width}x${picture.height}:r=10:d=${frames / 10}`, '-frames:v', String(frames), ...(picture.encoding ?? []), outputPath]);
}

export interface MediaDescription {
  readonly durationSeconds: number | null;
  readonly video: { codec: string; width: number; height: number } | null;
  readonly audio: { codec: string } | null;
  readonly container: string | null;
}

/** Reads `ffmpeg -i`'s description of a file: what any ffmpeg build prints, ffprobe or not. */
export function describeMedia(ffmpegPath: string, filePath: string): MediaDescription {
  const stderr = spawnSync(ffmpegPath, ['-hide_banner', '-nostdin', '-i', filePath]).stderr.toString();
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  const video = /Stream #\d+:\d+.*?: Video: (\w+)[^\n]*?, (\d{2,5})x(\d{2,5})/.exec(stderr);
  const audio = /Stream #\d+:\d+.*?: Audio: (\w+)/.exec(stderr);
  const container = /Input #0, ([^,]+(?:,[^,]+)*?), from/.exec(stderr);
  return {
    durationSeconds: duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : null,
    video: video ? { codec: video[1]!, width: Number(video[2]), height: Number(video[3]) } : null,
    audio: audio ? { codec: audio[1]! } : null,
    container: container ? container[1]! : null,
  };
}

/** An image's pixels as RGB bytes, row after row, decoded by ffmpeg. */
export function rgbPixels(ffmpegPath: string, imagePath: string): Buffer {
  return ffmpeg(ffmpegPath, ['-i', imagePath, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1']);
}

/** The colour of one pixel of RGB bytes, as `[red, green, blue]`. */
export function pixelAt(pixels: Buffer, imageWidth: number, x: number, y: number): [number, number, number] {
  const offset = (y * imageWidth + x) * 3;
  return [pixels[offset]!, pixels[offset + 1]!, pixels[offset + 2]!];
}

/** How many pixels of the region are near white (the cards' text is white on a dark background). */
export function nearWhitePixels(pixels: Buffer, imageWidth: number, region: { x: number; y: number; width: number; height: number }): number {
  let count = 0;
  for (let y = region.y; y < region.y + region.height; y += 1) {
    for (let x = region.x; x < region.x + region.width; x += 1) {
      const offset = (y * imageWidth + x) * 3;
      if (pixels[offset]! > 225 && pixels[offset + 1]! > 225 && pixels[offset + 2]! > 225) count += 1;
    }
  }
  return count;
}
