import { createContext } from 'react';

/** Reads an audio file's length in seconds; rejects when the browser cannot read it. */
export type AudioDurationProbe = (file: File) => Promise<number>;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Seconds as the episode form writes a duration (episode-rules' DURATION_TEXT): 42:15 under an hour,
 * 1:05:09 from an hour. Null for what no duration can say: not a finite length, or 100 hours or more.
 */
export function formatDuration(seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours >= 100) return null;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** Long enough for a large file on a slow disk; a browser that never answers still lets the owner type. */
const PROBE_TIMEOUT_MS = 15_000;

/**
 * The browser's own reading of the file: an audio element loads only its metadata from an object URL
 * (nothing is uploaded), which is revoked whatever the outcome.
 */
export const probeAudioDuration: AudioDurationProbe = (file) =>
  new Promise<number>((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      audio.onloadedmetadata = null;
      audio.onerror = null;
      // Drops the element's hold on the file before the URL goes.
      audio.removeAttribute('src');
      audio.load();
      URL.revokeObjectURL(url);
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new Error('The audio file took too long to read.'))), PROBE_TIMEOUT_MS);
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => {
      const { duration } = audio;
      finish(() => (Number.isFinite(duration) ? resolve(duration) : reject(new Error('The audio file does not say how long it is.'))));
    };
    audio.onerror = () => finish(() => reject(new Error('The browser cannot read this audio file.')));
    audio.src = url;
  });

/**
 * How the episode form reads an attached file's length: the browser's, unless a test (jsdom plays no
 * media) provides another.
 */
export const AudioDurationProbeContext = createContext<AudioDurationProbe>(probeAudioDuration);
