// MPEG audio Layer III frame headers (ISO 11172-3, ISO 13818-3): enough to tell how long an MP3 plays
// by counting what it holds, as a decoder does, rather than trusting what the file was meant to be.
const LAYER_III_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
// Indexed by the header's two version bits: 0 MPEG 2.5, 2 MPEG 2, 3 MPEG 1 (1 is reserved).
const SAMPLE_RATES: Record<number, readonly number[]> = { 0: [11_025, 12_000, 8_000], 2: [22_050, 24_000, 16_000], 3: [44_100, 48_000, 32_000] };

export interface Mp3Frame {
  /** The frame's bytes, header included. */
  readonly bytes: Uint8Array;
  readonly seconds: number;
}

/** The frames of an MP3 made of Layer III frames only (no tags), in order. */
export function mp3Frames(mp3: Uint8Array): Mp3Frame[] {
  const frames: Mp3Frame[] = [];
  let offset = 0;
  while (offset < mp3.length) {
    const [sync, b1, b2] = [mp3[offset], mp3[offset + 1] ?? 0, mp3[offset + 2] ?? 0];
    const version = (b1 >> 3) & 3;
    const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
    const kbps = (version === 3 ? LAYER_III_KBPS.mpeg1 : LAYER_III_KBPS.mpeg2)[b2 >> 4];
    // Sync word, Layer III ('01'), a bitrate from the table (neither free format nor 'bad'), a known rate.
    if (sync !== 0xff || (b1 & 0xe0) !== 0xe0 || ((b1 >> 1) & 3) !== 1 || !kbps || !sampleRate) {
      throw new Error(`Not an MPEG Layer III frame at byte ${offset}`);
    }
    const samplesPerFrame = version === 3 ? 1152 : 576;
    const length = Math.floor((samplesPerFrame / 8) * ((kbps * 1000) / sampleRate)) + ((b2 >> 1) & 1);
    if (offset + length > mp3.length) throw new Error(`The MPEG frame at byte ${offset} is cut short`);
    frames.push({ bytes: mp3.subarray(offset, offset + length), seconds: samplesPerFrame / sampleRate });
    offset += length;
  }
  return frames;
}

/** The seconds an MP3 of Layer III frames (no tags) plays: its frames' samples over their rate. */
export const mp3Seconds = (mp3: Uint8Array): number => mp3Frames(mp3).reduce((seconds, frame) => seconds + frame.seconds, 0);
