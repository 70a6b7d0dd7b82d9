import { Injectable } from '@nestjs/common';
import { Mp3Encoder } from '@breezystack/lamejs';
import { escapeMarkup, MediaStorage } from '@harmony/platform';
import { DemoMedia } from '../../application/demo-media.js';

const SAMPLE_RATE = 16_000;
const CLIP_SECONDS = 6;
const BITRATE_KBPS = 32;
// A major pentatonic scale keeps every generated clip consonant, whatever the episode number.
const PENTATONIC = [261.63, 293.66, 329.63, 392.0, 440.0];
const COVER_COLOURS = [
  ['#0f4c5c', '#e36414'],
  ['#1d3557', '#e63946'],
  ['#264653', '#2a9d8f'],
  ['#3d405b', '#e07a5f'],
  ['#283618', '#bc6c25'],
  ['#22223b', '#9a8c98'],
];

/** Episodes share one clip per note of the scale: encoding is the slow part of a first start. */
export const tuneOf = (episodeNumber: number): number => episodeNumber % PENTATONIC.length;

/** A gentle arpeggio: a small (about 24 KB), real MP3 that every browser plays. */
export function synthesiseClip(tune: number): Int16Array {
  const samples = new Int16Array(SAMPLE_RATE * CLIP_SECONDS);
  const root = PENTATONIC[tune % PENTATONIC.length];
  const notes = [1, 5 / 4, 3 / 2, 2].map((ratio) => root * ratio);
  const noteLength = SAMPLE_RATE / 2;
  for (let i = 0; i < samples.length; i += 1) {
    const t = i / SAMPLE_RATE;
    const note = notes[Math.floor(i / noteLength) % notes.length];
    const sinceNote = (i % noteLength) / SAMPLE_RATE;
    const pluck = Math.exp(-3 * sinceNote) * Math.sin(2 * Math.PI * note * t);
    const pad = 0.25 * Math.sin(2 * Math.PI * (root / 2) * t);
    const fade = Math.min(1, t / 0.5, (CLIP_SECONDS - t) / 1.5);
    samples[i] = Math.round(0.35 * 32767 * fade * (0.7 * pluck + pad));
  }
  return samples;
}

export function encodeMp3(samples: Int16Array): Buffer {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, BITRATE_KBPS);
  const chunks: Uint8Array[] = [];
  const block = 1152;
  for (let offset = 0; offset < samples.length; offset += block) {
    const encoded = encoder.encodeBuffer(samples.subarray(offset, offset + block));
    if (encoded.length) chunks.push(new Uint8Array(encoded));
  }
  chunks.push(new Uint8Array(encoder.flush()));
  return Buffer.concat(chunks);
}

/** Splits a title into lines of at most `width` characters for the cover. */
const wrap = (text: string, width: number): string[] =>
  text.split(' ').reduce<string[]>((lines, word) => {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);

export function renderCover(episodeNumber: number, title: string): string {
  const [from, to] = COVER_COLOURS[episodeNumber % COVER_COLOURS.length];
  const lines = wrap(title, 18).slice(0, 5);
  const text = lines.map((line, index) => `<tspan x="48" dy="${index === 0 ? 0 : 46}">${escapeMarkup(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" aria-label="Episode ${episodeNumber}: ${escapeMarkup(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>
<circle cx="470" cy="130" r="70" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="14"/>
<circle cx="520" cy="130" r="70" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="14"/>
<text x="48" y="110" font-family="Helvetica, Arial, sans-serif" font-size="34" font-weight="700" fill="#fff" letter-spacing="4">EPISODE ${episodeNumber}</text>
<text x="48" y="300" font-family="Georgia, serif" font-size="40" font-weight="700" fill="#fff">${text}</text>
</svg>
`;
}

@Injectable()
export class GeneratedDemoMedia extends DemoMedia {
  constructor(private readonly storage: MediaStorage) {
    super();
  }

  async createAudio(episodeNumber: number): Promise<string> {
    const key = `demo/tune-${tuneOf(episodeNumber)}.mp3`;
    if (await this.storage.exists(key)) return this.storage.urlFor(key);
    return this.storage.save(key, encodeMp3(synthesiseClip(tuneOf(episodeNumber))));
  }

  createCover(episodeNumber: number, title: string): Promise<string> {
    return this.storage.save(`demo/episode-${episodeNumber}.svg`, renderCover(episodeNumber, title));
  }
}
