import { crc32, deflateSync } from 'node:zlib';
import { Mp3Encoder } from '@breezystack/lamejs';

// Small files of every upload format, for tests of what the sniffer accepts. WAV, MP3 and PNG are
// whole, playable or viewable files made here; the others are the real opening bytes of their format
// (what a sniffer reads), followed by a little payload.

const SAMPLE_RATE = 16_000;

/** A quarter-second 440 Hz tone, as 16-bit PCM. */
function tone(seconds: number): Int16Array {
  const samples = new Int16Array(Math.round(SAMPLE_RATE * seconds));
  for (let i = 0; i < samples.length; i += 1) samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE));
  return samples;
}

/** A playable mono 16-bit PCM WAV file. */
export function wavSample(seconds = 0.25): Buffer {
  const pcm = Buffer.from(tone(seconds).buffer);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** A playable MP3 (MPEG-2 layer III, no ID3 tag), encoded with lamejs. */
export function mp3Sample(seconds = 0.25): Buffer {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, 32);
  return Buffer.concat([encoder.encodeBuffer(tone(seconds)), encoder.flush()].map((chunk) => Buffer.from(chunk)));
}

const ascii = (text: string): Buffer => Buffer.from(text, 'ascii');
const filler = (length: number): Buffer => Buffer.alloc(length, 0x55);

/** An MPEG-4 audio file's opening: the ftyp box of an iTunes-style M4A, then a media data box. */
export function m4aSample(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), ascii('ftypM4A '), Buffer.from([0, 0, 0, 0]), ascii('M4A mp42')]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 0x28]), ascii('mdat'), filler(32)]);
  return Buffer.concat([ftyp, mdat]);
}

/** Raw AAC in ADTS frames (AAC-LC, 16 kHz, mono), each a header and a short payload. */
export function aacSample(frames = 8): Buffer {
  const payload = filler(24);
  const length = 7 + payload.length;
  // syncword, MPEG-4, layer 0, no CRC | profile LC, 16 kHz (index 8), mono | frame length, buffer fullness
  const header = Buffer.from([0xff, 0xf1, 0x60, 0x40 | (length >> 11), (length >> 3) & 0xff, ((length & 0x7) << 5) | 0x1f, 0xfc]);
  return Buffer.concat(Array.from({ length: frames }, () => Buffer.concat([header, payload])));
}

/** An Ogg Vorbis stream's first page: the Vorbis identification header. */
export function oggSample(): Buffer {
  const identification = Buffer.alloc(30);
  identification.writeUInt8(1, 0);
  identification.write('vorbis', 1, 'ascii');
  identification.writeUInt8(1, 11); // channels
  identification.writeUInt32LE(44_100, 12);
  identification.writeUInt8(0xb8, 28); // block sizes
  identification.writeUInt8(1, 29); // framing
  const page = Buffer.alloc(27);
  page.write('OggS', 0, 'ascii');
  page.writeUInt8(0x02, 5); // beginning of stream
  page.writeUInt32LE(0x4d6f6e79, 14); // serial number
  page.writeUInt8(1, 26); // one segment
  return Buffer.concat([page, Buffer.from([identification.length]), identification, filler(32)]);
}

/** A WebM file's opening: the EBML header naming the webm doctype, then a Segment. */
export function webmSample(): Buffer {
  const element = (id: number[], data: Buffer) => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
  const header = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])), // EBMLVersion
    element([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
    element([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
    element([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
    element([0x42, 0x82], ascii('webm')), // DocType
    element([0x42, 0x87], Buffer.from([4])), // DocTypeVersion
    element([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
  ]);
  return Buffer.concat([element([0x1a, 0x45, 0xdf, 0xa3], header), Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), filler(32)]);
}

/** A FLAC stream's opening: the marker and its STREAMINFO block (16 kHz, mono, 16-bit). */
export function flacSample(): Buffer {
  const info = Buffer.alloc(34);
  info.writeUInt16BE(4096, 0); // min block size
  info.writeUInt16BE(4096, 2); // max block size
  // sample rate (20 bits) 16 000, channels - 1 (3 bits) 0, bits per sample - 1 (5 bits) 15
  info.writeUInt32BE(((SAMPLE_RATE << 12) | (0 << 9) | (15 << 4)) >>> 0, 10);
  return Buffer.concat([ascii('fLaC'), Buffer.from([0x80, 0, 0, 34]), info, filler(32)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([ascii(type), data])));
  return Buffer.concat([length, ascii(type), data, crc]);
}

/** A viewable 2×2 PNG. */
export function pngSample(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const rows = Buffer.from([0, 0xe3, 0x64, 0x14, 0x0f, 0x4c, 0x5c, 0, 0x0f, 0x4c, 0x5c, 0xe3, 0x64, 0x14]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG's opening: start of image and its JFIF segment, then an end of image. */
export function jpegSample(): Buffer {
  const jfif = Buffer.concat([Buffer.from([0xff, 0xe0, 0x00, 0x10]), ascii('JFIF\0'), Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0])]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, filler(32), Buffer.from([0xff, 0xd9])]);
}

/** A viewable 1×1 lossless WebP. */
export function webpSample(): Buffer {
  return Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
}

/** What uploads must refuse: a PDF's opening, and text that names itself "audio.mp3". */
export const pdfSample = (): Buffer => Buffer.concat([ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), filler(64)]);
export const textSample = (): Buffer => Buffer.from('These are my show notes, not audio. Saved as audio.mp3 by mistake.\n'.repeat(4));
