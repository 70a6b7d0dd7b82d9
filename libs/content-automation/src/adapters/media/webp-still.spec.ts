import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describeMedia, makeFlatPicture, pixelAt, rgbPixels } from './testing/media-files.js';
import { firstFrameOfAnimatedWebp } from './webp-still.js';

// The ffmpeg npm ships: it encodes WebP animations (libwebp) but cannot decode them.
const npmFfmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

describe(firstFrameOfAnimatedWebp.name, () => {
  let folder: string;
  const inFolder = (name: string): string => path.join(folder, name);

  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'webp-still-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it.each([
    { kind: 'lossy', encoding: ['-c:v', 'libwebp', '-loop', '0'] },
    { kind: 'lossless with alpha', encoding: ['-vf', 'format=rgba', '-c:v', 'libwebp', '-lossless', '1', '-loop', '0'] },
  ])('gives the first frame of a $kind animation as a still ffmpeg decodes', ({ kind, encoding }) => {
    const animation = inFolder(`${kind}.webp`);
    makeFlatPicture(npmFfmpeg, animation, { colour: '0x1060e0', width: 64, height: 48, frames: 3, encoding });
    const still = firstFrameOfAnimatedWebp(readFileSync(animation));
    expect(still).not.toBeNull();
    writeFileSync(inFolder(`${kind}-still.webp`), still!);
    expect(describeMedia(npmFfmpeg, inFolder(`${kind}-still.webp`)).video).toMatchObject({ codec: 'webp', width: 64, height: 48 });
    const [red, green, blue] = pixelAt(rgbPixels(npmFfmpeg, inFolder(`${kind}-still.webp`)), 64, 32, 24);
    expect({ red: red < 50, green: green > 70 && green < 130, blue: blue > 190 }).toEqual({ red: true, green: true, blue: true });
  });

  it('leaves alone what is not an animated WebP: a still WebP, a PNG, a cut-off file', () => {
    makeFlatPicture(npmFfmpeg, inFolder('still.webp'), { colour: '0x1060e0', width: 64, height: 48, encoding: ['-c:v', 'libwebp'] });
    makeFlatPicture(npmFfmpeg, inFolder('still.png'), { colour: '0x1060e0', width: 64, height: 48 });
    expect(firstFrameOfAnimatedWebp(readFileSync(inFolder('still.webp')))).toBeNull();
    expect(firstFrameOfAnimatedWebp(readFileSync(inFolder('still.png')))).toBeNull();
    expect(firstFrameOfAnimatedWebp(readFileSync(inFolder('lossy.webp')).subarray(0, 40))).toBeNull();
    expect(firstFrameOfAnimatedWebp(Buffer.alloc(0))).toBeNull();
  });
});
