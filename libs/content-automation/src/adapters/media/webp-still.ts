/**
 * WebP's container (RIFF), as far as an animation's first frame needs it:
 * https://developers.google.com/speed/webp/docs/riff_container
 */

interface Chunk {
  readonly fourCc: string;
  /** The whole chunk: header, payload and padding. */
  readonly bytes: Buffer;
  readonly payload: Buffer;
}

const CHUNK_HEADER_BYTES = 8;
/** In VP8X's flags: the file is an animation; its pictures have an alpha channel. */
const ANIMATION_FLAG = 0x02;
const ALPHA_FLAG = 0x10;
/** ANMF's payload: X, Y, width − 1, height − 1, duration (3 bytes each), then a byte of flags, then the frame's chunks. */
const FRAME_HEADER_BYTES = 16;

/** The chunks in `bytes`, one after the other; stops at one that does not fit. */
function chunksOf(bytes: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 0;
  while (offset + CHUNK_HEADER_BYTES <= bytes.length) {
    const size = bytes.readUInt32LE(offset + 4);
    const end = offset + CHUNK_HEADER_BYTES + size;
    if (end > bytes.length) break;
    const padded = Math.min(bytes.length, end + (size % 2));
    chunks.push({ fourCc: bytes.toString('latin1', offset, offset + 4), bytes: bytes.subarray(offset, padded), payload: bytes.subarray(offset + CHUNK_HEADER_BYTES, end) });
    offset = padded;
  }
  return chunks;
}

function chunk(fourCc: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(CHUNK_HEADER_BYTES);
  header.write(fourCc, 0, 'latin1');
  header.writeUInt32LE(payload.length, 4);
  return Buffer.concat([header, payload, Buffer.alloc(payload.length % 2)]);
}

/**
 * An animated WebP's first frame as a still WebP, or null when `file` is not an animated WebP. The
 * ffmpegs here decode no WebP animation (neither the 4.1 build `@ffmpeg-installer/ffmpeg` ships nor
 * Debian 12's 5.1), and a still of the first frame is what a cover needs. The frame's picture is taken as it is coded: a
 * first frame smaller than the canvas gives a still of its own size.
 */
export function firstFrameOfAnimatedWebp(file: Buffer): Buffer | null {
  if (file.length < 12 || file.toString('latin1', 0, 4) !== 'RIFF' || file.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunks = chunksOf(file.subarray(12));
  const header = chunks[0];
  if (header?.fourCc !== 'VP8X' || header.payload.length < 1 || !(header.payload[0]! & ANIMATION_FLAG)) return null;
  const frame = chunks.find((candidate) => candidate.fourCc === 'ANMF' && candidate.payload.length > FRAME_HEADER_BYTES);
  if (!frame) return null;
  const pictureChunks = chunksOf(frame.payload.subarray(FRAME_HEADER_BYTES)).filter(({ fourCc }) => ['ALPH', 'VP8 ', 'VP8L'].includes(fourCc));
  if (!pictureChunks.some(({ fourCc }) => fourCc === 'VP8 ' || fourCc === 'VP8L')) return null;
  const stillHeader = Buffer.alloc(10);
  stillHeader[0] = header.payload[0]! & ALPHA_FLAG;
  // The canvas is the frame: its width − 1 and height − 1, 3 bytes each, as ANMF and VP8X both write them.
  frame.payload.copy(stillHeader, 4, 6, 12);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), chunk('VP8X', stillHeader), ...pictureChunks.map(({ bytes }) => bytes)]);
  return chunk('RIFF', body);
}
