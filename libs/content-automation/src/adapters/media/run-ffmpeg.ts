import { spawn } from 'node:child_process';

/** ffmpeg failed: `message` is for a person ("The video could not be rendered: <ffmpeg's last line>"). */
export class MediaRenderingFailed extends Error {
  constructor(
    what: string,
    readonly ffmpegOutput: string,
  ) {
    super(`${what} could not be rendered: ${lastLine(ffmpegOutput) || 'ffmpeg stopped without saying why.'}`);
    this.name = 'MediaRenderingFailed';
  }
}

function lastLine(output: string): string {
  const lines = output.split(/\r?\n|\r/).map((line) => line.trim());
  return lines.filter(Boolean).at(-1) ?? '';
}

/** Enough of stderr to show the error; ffmpeg can print a line per frame, so only the tail is kept. */
const STDERR_TAIL_CHARACTERS = 8 * 1024;

export interface FfmpegRun {
  /** What is being made, for the error message ("The video"). */
  readonly what: string;
  /** Fed to ffmpeg's standard input (an image piped in). */
  readonly stdin?: Buffer;
  /** Kills ffmpeg when it fires. */
  readonly signal?: AbortSignal;
}

/**
 * Runs ffmpeg with `args` (no shell, so nothing in a title or a path is interpreted) and resolves to
 * what it wrote on its standard output; rejects with `MediaRenderingFailed` on a non-zero exit.
 */
export function runFfmpeg(ffmpegPath: string, args: readonly string[], run: FfmpegRun): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-nostats', '-loglevel', 'error', ...(run.stdin ? [] : ['-nostdin']), ...args], {
      stdio: 'pipe',
      signal: run.signal,
      killSignal: 'SIGKILL',
    });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARACTERS);
    });
    // ffmpeg may stop reading (and close the pipe) before the end: its exit code tells what happened.
    child.stdin.on('error', () => undefined);
    child.stdin.end(run.stdin);
    child.on('error', (error) => {
      if (run.signal?.aborted) reject(run.signal.reason instanceof Error ? run.signal.reason : error);
      else reject(new MediaRenderingFailed(run.what, `ffmpeg could not be started (${ffmpegPath}): ${error.message}`));
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(stdout));
      else if (!run.signal?.aborted) reject(new MediaRenderingFailed(run.what, stderr || `ffmpeg exited with ${signal ?? `code ${code}`}.`));
    });
  });
}
