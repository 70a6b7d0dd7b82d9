import { readFile } from 'node:fs/promises';
import { Injectable } from '@nestjs/common';
import { Mp3Encoder } from '@breezystack/lamejs';
import { escapeMarkup, MediaStorage } from '@harmony/platform';
import { DemoMedia, type DemoAudio } from '../../application/demo-media.js';
import { mp3Frames, mp3Seconds } from './mp3-frames.js';

const SAMPLE_RATE = 16_000;
const BITRATE_KBPS = 32;
// MPEG-2 Layer III at 16 kHz: 576 samples a frame.
const SAMPLES_PER_FRAME = 576;
// A major pentatonic scale keeps every generated tune consonant, whatever the episode number.
const PENTATONIC = [261.63, 293.66, 329.63, 392.0, 440.0];
// I, vi, IV, V of the tune's key (just intonation), a chord of four plucked notes each: a 9-second loop.
const PROGRESSION = [
  [1, 5 / 4, 3 / 2],
  [5 / 6, 1, 5 / 4],
  [2 / 3, 5 / 6, 1],
  [3 / 4, 15 / 16, 9 / 8],
];
// Which chord tone each note plays, chord by chord (3 is the chord's root an octave up).
const PATTERNS = [
  [0, 1, 2, 3],
  [0, 2, 1, 2],
  [0, 1, 2, 1],
  [2, 1, 0, 3],
];
const NOTE_SAMPLES = 9_000;
const CHORD_SAMPLES = NOTE_SAMPLES * 4;
// 144 000 samples: exactly 250 frames, so the encoded loop can be repeated frame for frame.
const LOOP_SAMPLES = CHORD_SAMPLES * PROGRESSION.length;
const FRAMES_PER_LOOP = LOOP_SAMPLES / SAMPLES_PER_FRAME;
/** How many times each tune plays the loop: 2:06 to 3:18, long enough to seek, share a time and hang chapters on. */
const TUNE_LOOPS = [16, 14, 20, 18, 22];
/**
 * What is encoded: the loop fading in, twice as it is, and fading out. Encoding is the slow part of a
 * first start, so the rest of a tune repeats the frames of a loop taken from the middle (see encodeTune).
 */
const ENCODED_LOOPS = 4;
const FADE_IN_SAMPLES = 2 * SAMPLE_RATE;
const FADE_OUT_SAMPLES = 4 * SAMPLE_RATE;
// Each chord's pad swells in and dies away over this, overlapping its neighbours: an abrupt change would click.
const PAD_EDGE_SAMPLES = 0.2 * SAMPLE_RATE;
const { exp, floor, min, PI, round, sin } = Math;

const COVER_COLOURS = [
  ['#0f4c5c', '#e36414'],
  ['#1d3557', '#e63946'],
  ['#264653', '#2a9d8f'],
  ['#3d405b', '#e07a5f'],
  ['#283618', '#bc6c25'],
  ['#22223b', '#9a8c98'],
];

/** Episodes share one tune per note of the scale: encoding is the slow part of a first start. */
export const tuneOf = (episodeNumber: number): number => episodeNumber % PENTATONIC.length;

/** Where a demo episode's audio is stored. Demo episodes seeded before issue 23 played a 6-second clip stored as `demo/tune-N.mp3`. */
export const demoAudioKey = (episodeNumber: number): string => `demo/bed-${tuneOf(episodeNumber)}.mp3`;
const sixSecondClipKey = (episodeNumber: number): string => `demo/tune-${tuneOf(episodeNumber)}.mp3`;

/**
 * A quiet musical bed, `loops` loops long: a plucked arpeggio over a soft pad through I–vi–IV–V, fading in
 * over its first 2 seconds and out over its last 4. Between the fades it repeats exactly, loop after loop.
 */
export function synthesiseTune(tune: number, loops = ENCODED_LOOPS): Int16Array {
  const samples = new Int16Array(LOOP_SAMPLES * loops);
  const root = PENTATONIC[tune % PENTATONIC.length];
  const chords = PROGRESSION.map((ratios) => ratios.map((ratio) => root * ratio));
  const chordOf = (chordIndex: number) => chords[(chordIndex + chords.length) % chords.length];
  const padOf = (chordIndex: number, sinceChord: number) =>
    min(1, sinceChord / PAD_EDGE_SAMPLES, (CHORD_SAMPLES + PAD_EDGE_SAMPLES - sinceChord) / PAD_EDGE_SAMPLES) * sin((2 * PI * (chordOf(chordIndex)[0] / 2) * sinceChord) / SAMPLE_RATE);
  for (let i = 0; i < samples.length; i += 1) {
    const chordIndex = floor(i / CHORD_SAMPLES);
    const sinceChord = i % CHORD_SAMPLES;
    const chord = chordOf(chordIndex);
    const degree = PATTERNS[chordIndex % PATTERNS.length][floor(sinceChord / NOTE_SAMPLES)];
    const note = degree === 3 ? chord[0] * 2 : chord[degree];
    const sinceNote = (i % NOTE_SAMPLES) / SAMPLE_RATE;
    // A 10 ms attack: a note starting at full level would click.
    const pluck = min(1, sinceNote / 0.01) * exp(-3 * sinceNote) * sin(2 * PI * note * sinceNote);
    // The previous chord's pad dies away under this one's first moments.
    const pad = padOf(chordIndex, sinceChord) + (sinceChord < PAD_EDGE_SAMPLES ? padOf(chordIndex - 1, sinceChord + CHORD_SAMPLES) : 0);
    const fade = min(1, i / FADE_IN_SAMPLES, (samples.length - i) / FADE_OUT_SAMPLES);
    samples[i] = round(0.3 * 32767 * fade * (0.6 * pluck + 0.25 * pad));
  }
  return samples;
}

/**
 * The tune as an MP3 of TUNE_LOOPS loops, for the cost of encoding ENCODED_LOOPS: the frames of one loop
 * from the middle of the encoded bed are repeated. Frames stand alone (lamejs writes no bit reservoir)
 * and the music repeats exactly there, so the encoder's frames repeat too: the result is byte for byte
 * what encoding the whole tune gives (checked on tune 1, 14 loops), at a third of the cost.
 */
export function encodeTune(tune: number): Buffer {
  const frames = mp3Frames(encodeMp3(synthesiseTune(tune))).map((frame) => frame.bytes);
  // Half a loop into the second one: well clear of the fade-in, and of the encoder's delay.
  const cut = FRAMES_PER_LOOP + FRAMES_PER_LOOP / 2;
  const loop = frames.slice(cut, cut + FRAMES_PER_LOOP);
  const repeats = TUNE_LOOPS[tune % TUNE_LOOPS.length] - ENCODED_LOOPS;
  return Buffer.concat([...frames.slice(0, cut), ...Array.from({ length: repeats }, () => loop).flat(), ...frames.slice(cut)]);
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

  /** Encoded once per tune and kept in the media storage: a restart measures the stored file instead. */
  async createAudio(episodeNumber: number): Promise<DemoAudio> {
    const key = demoAudioKey(episodeNumber);
    const url = this.storage.urlFor(key);
    const stored = await this.storedAudio(url);
    if (stored) return { url, seconds: mp3Seconds(stored) };
    const mp3 = encodeTune(tuneOf(episodeNumber));
    return { url: await this.storage.save(key, mp3), seconds: mp3Seconds(mp3) };
  }

  sixSecondClipUrl(episodeNumber: number): string {
    return this.storage.urlFor(sixSecondClipKey(episodeNumber));
  }

  createCover(episodeNumber: number, title: string): Promise<string> {
    return this.storage.save(`demo/episode-${episodeNumber}.svg`, renderCover(episodeNumber, title));
  }

  private async storedAudio(url: string): Promise<Buffer | null> {
    const file = this.storage.localPathOf(url);
    if (!file || (await this.storage.sizeOf(url)) === null) return null;
    return readFile(file);
  }
}
