/**
 * The ffmpeg command for a video made of one still and a live waveform over it, shared by the video
 * podcast, the reel and `bench/video-render.mjs`, so the bench measures exactly what the worker runs.
 *
 * Why it is fast (≥ 5× real time at 1280×720 on 2 cores, bench/README.md): the still is decoded once
 * and repeated by the `loop` filter (`-loop 1` on the input would decode the PNG again for every
 * frame), only the waveform moves, at a low frame rate, and x264's `ultrafast` preset encodes a picture
 * that barely changes. Only filters ffmpeg 4.1 has (the build `@ffmpeg-installer/ffmpeg` ships).
 */
export interface WaveformVideoSettings {
  readonly width: number;
  readonly height: number;
  readonly framesPerSecond: number;
  /** The waveform's band, full width. */
  readonly waveform: { readonly top: number; readonly height: number; readonly colour: string };
  readonly x264Preset: string;
  readonly constantRateFactor: number;
  readonly audioBitrate: string;
  /** Seconds between key frames, so a player can seek. */
  readonly keyFrameSeconds: number;
}

export const VIDEO_PODCAST_SETTINGS: WaveformVideoSettings = {
  width: 1280,
  height: 720,
  framesPerSecond: 10,
  waveform: { top: 530, height: 150, colour: '0x6ee7b7' },
  x264Preset: 'ultrafast',
  constantRateFactor: 26,
  audioBitrate: '128k',
  keyFrameSeconds: 5,
};

export const REEL_SETTINGS: WaveformVideoSettings = {
  ...VIDEO_PODCAST_SETTINGS,
  width: 1080,
  height: 1920,
  waveform: { top: 1500, height: 220, colour: '0x6ee7b7' },
};

export interface WaveformVideoInput {
  readonly audioPath: string;
  /** A PNG of exactly the settings' size. */
  readonly stillPath: string;
  readonly outputPath: string;
  /** A clip of the audio: where it starts and how long it lasts (the whole audio when absent). */
  readonly clip?: { readonly startSeconds: number; readonly durationSeconds: number };
}

/** ffmpeg's arguments (after the global ones) for an MP4, H.264 + AAC, of the still, the waveform and the audio. */
export function waveformVideoArguments(input: WaveformVideoInput, settings: WaveformVideoSettings): string[] {
  const fps = settings.framesPerSecond;
  const { waveform } = settings;
  const filters = [
    `[1:v]scale=${settings.width}:${settings.height},format=yuv420p,loop=loop=-1:size=1:start=0,setpts=N/${fps}/TB[still]`,
    `[0:a]showwaves=s=${settings.width}x${waveform.height}:mode=cline:scale=sqrt:draw=full:rate=${fps}:colors=${waveform.colour},format=yuva420p[wave]`,
    `[still][wave]overlay=x=0:y=${waveform.top}:shortest=1:format=yuv420,format=yuv420p[video]`,
  ].join(';');
  const clip = input.clip ? ['-ss', seconds(input.clip.startSeconds), '-t', seconds(input.clip.durationSeconds)] : [];
  return [
    '-y',
    ...clip,
    '-i',
    input.audioPath,
    '-i',
    input.stillPath,
    '-filter_complex',
    filters,
    '-map',
    '[video]',
    '-map',
    '0:a:0',
    '-c:v',
    'libx264',
    '-preset',
    settings.x264Preset,
    '-crf',
    String(settings.constantRateFactor),
    '-pix_fmt',
    'yuv420p',
    '-r',
    String(fps),
    '-g',
    String(fps * settings.keyFrameSeconds),
    '-c:a',
    'aac',
    '-b:a',
    settings.audioBitrate,
    '-movflags',
    '+faststart',
    '-shortest',
    '-f',
    'mp4',
    input.outputPath,
  ];
}

/** The video podcast's command: 1280×720 (see `VIDEO_PODCAST_SETTINGS`). */
export function videoPodcastArguments(input: Omit<WaveformVideoInput, 'clip'>): string[] {
  return waveformVideoArguments(input, VIDEO_PODCAST_SETTINGS);
}

function seconds(value: number): string {
  return value.toFixed(3);
}
