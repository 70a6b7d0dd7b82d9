import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What resvg draws: straight RGBA pixels, row after row. */
export interface RgbaPixels {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
}

const PNGJS = createRequire(import.meta.url).resolve('pngjs');

// In a worker: filtering and deflating a 3000 px picture takes 0.5 to 2.5 s, which on the server's thread would
// hold up every answer it is sending (and under Jest's module contexts the filtering runs ~70 times slower).
// Two encodings, the smaller kept: rows unfiltered suit diagonal gradients, Paeth-filtered rows the rest.
const ENCODER = `
const { parentPort, workerData } = require('node:worker_threads');
const { PNG } = require(workerData.pngjs);
const { width, height, pixels } = workerData;
const encoded = [0, 4].map((filterType) => {
  const png = new PNG({ width, height, colorType: 2, inputHasAlpha: true });
  png.data = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  return PNG.sync.write(png, { colorType: 2, inputHasAlpha: true, filterType, deflateLevel: 9, deflateStrategy: 0 });
});
parentPort.postMessage(encoded.reduce((smallest, png) => (png.length < smallest.length ? png : smallest)));
`;

/**
 * The pixels as an RGB PNG without an alpha channel (transparent parts come out white). resvg's own PNG is
 * RGBA and lightly compressed: at 3000 px a cover with a horizontal gradient came to 1.8 MB (now 111 KB) and
 * a demo episode's diagonal one to 890 KB (now 323 KB). Feeds want artwork in RGB without alpha (Apple's
 * artwork guidelines) and, in practice, under 512 KB. zlib's default strategy, not pngjs's run-length one:
 * on these it is 1.5 to 3 times smaller.
 */
export function opaquePng({ width, height, pixels }: RgbaPixels): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(ENCODER, { eval: true, workerData: { pngjs: PNGJS, width, height, pixels } });
    worker.once('message', (png: Uint8Array) => resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The PNG encoder stopped (exit code ${code}) before it answered`)));
  });
}
