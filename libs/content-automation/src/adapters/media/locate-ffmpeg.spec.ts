import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { FfmpegNotFound, locateFfmpeg } from './locate-ffmpeg.js';

describe(locateFfmpeg.name, () => {
  let folder: string;
  const shipped = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

  /** A file named ffmpeg in `subfolder` of the test's folder; returns its path. */
  const fakeFfmpeg = (subfolder: string, executable = true): string => {
    mkdirSync(path.join(folder, subfolder), { recursive: true });
    const file = path.join(folder, subfolder, 'ffmpeg');
    writeFileSync(file, '#!/bin/sh\n');
    chmodSync(file, executable ? 0o755 : 0o644);
    return file;
  };

  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'locate-ffmpeg-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('takes FFMPEG_PATH first, when it is there', () => {
    const configured = fakeFfmpeg('configured');
    const onPath = fakeFfmpeg('bin');
    expect(locateFfmpeg({ FFMPEG_PATH: configured, PATH: path.dirname(onPath) })).toBe(configured);
  });

  it('refuses an FFMPEG_PATH that names nothing executable, naming the variable', () => {
    const missing = path.join(folder, 'nowhere', 'ffmpeg');
    expect(() => locateFfmpeg({ FFMPEG_PATH: missing, PATH: '' })).toThrow(FfmpegNotFound);
    expect(() => locateFfmpeg({ FFMPEG_PATH: missing, PATH: '' })).toThrow(`FFMPEG_PATH is set to "${missing}"`);
    expect(() => locateFfmpeg({ FFMPEG_PATH: fakeFfmpeg('not-executable', false), PATH: '' })).toThrow(/FFMPEG_PATH/);
  });

  it("finds ffmpeg in PATH's folders in order, without a shell, skipping files that cannot run", () => {
    fakeFfmpeg('first', false);
    const runnable = fakeFfmpeg('second');
    fakeFfmpeg('third');
    const PATH = ['missing', 'first', 'second', 'third'].map((name) => path.join(folder, name)).join(path.delimiter);
    expect(locateFfmpeg({ PATH })).toBe(runnable);
  });

  it('falls back to the binary @ffmpeg-installer/ffmpeg ships when PATH has none', () => {
    expect(locateFfmpeg({ PATH: path.join(folder, 'missing') })).toBe(shipped);
    expect(locateFfmpeg({ FFMPEG_PATH: '  ' })).toBe(shipped);
  });
});
