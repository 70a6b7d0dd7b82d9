import { Mp3Encoder } from '@breezystack/lamejs';
import { mp3Frames } from './mp3-frames.js';

// The demo episodes' music: pure computation (no Nest, no storage), so tests can make it in a process of
// their own (see testing/demo-tunes-folder.ts): Jest's VM runs it several times slower.

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

/** How many different tunes the demo episodes share. */
export const TUNE_COUNT = PENTATONIC.length;

/** Episodes share one tune per note of the scale: encoding is the slow part of a first start. */
export const tuneOf = (episodeNumber: number): number => episodeNumber % TUNE_COUNT;

/** The file a tune is stored as, in the demo media folder. */
export const tuneFileName = (tune: number): string => `bed-${tune}.mp3`;

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

