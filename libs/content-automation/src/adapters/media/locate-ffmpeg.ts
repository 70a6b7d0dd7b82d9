import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** No usable ffmpeg: the message says what to do about it. */
export class FfmpegNotFound extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FfmpegNotFound';
  }
}

function isExecutableFile(candidate: string): boolean {
  try {
    if (!statSync(candidate).isFile()) return false;
    accessSync(candidate, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `ffmpeg` in one of PATH's folders, found without a shell (and so without `which`). */
function ffmpegOnPath(env: NodeJS.ProcessEnv): string | null {
  const names = process.platform === 'win32' ? ['ffmpeg.exe', 'ffmpeg'] : ['ffmpeg'];
  for (const folder of (env.PATH ?? '').split(path.delimiter)) {
    if (!folder) continue;
    for (const name of names) {
      const candidate = path.join(folder, name);
      if (isExecutableFile(candidate)) return candidate;
    }
  }
  return null;
}

/** The binary `@ffmpeg-installer/ffmpeg` ships for this platform (an ffmpeg 4.1 build), or null. */
export function ffmpegShippedByNpm(): string | null {
  try {
    const shipped = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    return isExecutableFile(shipped) ? shipped : null;
  } catch {
    // The package throws when it has no build for this platform.
    return null;
  }
}

/**
 * The ffmpeg to run: `FFMPEG_PATH` when set (it must be there), else the machine's on PATH (Debian's
 * package in the image), else the one `@ffmpeg-installer/ffmpeg` ships, so a fresh
 * `npm install && npm start` renders too. CI sets `FFMPEG_PATH` to that last one: every input the
 * pipeline takes is rendered by it.
 */
export function locateFfmpeg(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.FFMPEG_PATH?.trim();
  if (configured) {
    if (isExecutableFile(configured)) return configured;
    throw new FfmpegNotFound(`FFMPEG_PATH is set to "${configured}", but no executable ffmpeg is there. Point FFMPEG_PATH at an ffmpeg binary or unset it.`);
  }
  const found = ffmpegOnPath(env) ?? ffmpegShippedByNpm();
  if (found) return found;
  throw new FfmpegNotFound('No ffmpeg was found: install ffmpeg (e.g. apt-get install ffmpeg) or set FFMPEG_PATH to an ffmpeg binary.');
}
