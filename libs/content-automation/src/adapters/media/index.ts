export { FfmpegMediaRenderer, MAX_REEL_SECONDS, reelClip, type FfmpegMediaRendererOptions } from './ffmpeg-media-renderer.js';
export { FfmpegNotFound, locateFfmpeg } from './locate-ffmpeg.js';
export { MusicMetadataAudioProbe } from './music-metadata-audio-probe.js';
export { MediaRenderingFailed } from './run-ffmpeg.js';
export { REEL_SETTINGS, VIDEO_PODCAST_SETTINGS, videoPodcastArguments, waveformVideoArguments, type WaveformVideoInput, type WaveformVideoSettings } from './waveform-video.js';
