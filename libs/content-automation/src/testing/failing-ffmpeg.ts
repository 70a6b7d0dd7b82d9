import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { locateFfmpeg } from '../adapters/media/locate-ffmpeg.js';

/** An ffmpeg that fails on demand, for a test to point FFMPEG_PATH at. */
export interface FailingFfmpeg {
  /** The wrapper to set as FFMPEG_PATH. */
  readonly path: string;
  /** From now on every run fails, printing `message` as ffmpeg prints its errors. */
  fail(message: string): void;
  /** From now on every run is the real ffmpeg's. */
  succeed(): void;
}

const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * A shell wrapper in `directory` around the ffmpeg this machine would use: it runs it unchanged unless
 * told to fail (a file beside it says so), so one app can see a render fail and then succeed.
 */
export function failingFfmpeg(directory: string, env: NodeJS.ProcessEnv = process.env): FailingFfmpeg {
  const real = locateFfmpeg(env);
  const wrapper = path.join(directory, 'ffmpeg');
  const failure = path.join(directory, 'ffmpeg-failure');
  writeFileSync(wrapper, `#!/bin/sh\nif [ -e ${quoted(failure)} ]; then cat ${quoted(failure)} >&2; exit 1; fi\nexec ${quoted(real)} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return {
    path: wrapper,
    fail: (message) => writeFileSync(failure, `${message}\n`),
    succeed: () => rmSync(failure, { force: true }),
  };
}
