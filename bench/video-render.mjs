#!/usr/bin/env node
// How fast the video podcast renders: a podcast-like MP3 (stereo, 44.1 kHz, 128 kb/s: a tone under
// noise, made by ffmpeg itself) and a 1400×1400 cover go through the built adapter
// (FfmpegMediaRenderer.renderVideoPodcast, the worker's own code: cover prepared, still drawn, then
// ffmpeg) and the speed is audio seconds / wall seconds. It runs with each ffmpeg the adapter can use:
// the machine's (FFMPEG_PATH or PATH, Debian's in CI and the image) and the one @ffmpeg-installer/ffmpeg
// ships (ffmpeg 4.1, the fallback on a fresh machine). The output is checked: H.264 1280×720 + AAC, as
// long as the audio.
// Budget (issue 10): at least 5× real time at 1280×720 on the 2-core machine. Exits 1 under it.
//
//   npx nx run @harmony/content-automation:build && node bench/video-render.mjs
// Options: --seconds=<audio length> (default 120)   --budget=<×> (default 5)   --rounds=<n> (default 1: the best is kept)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const audioSeconds = Number(option('seconds') ?? 120);
const budget = Number(option('budget') ?? 5);
const rounds = Number(option('rounds') ?? 1);

const built = path.resolve(import.meta.dirname, '../libs/content-automation/dist/adapters/media/index.js');
if (!existsSync(built)) {
  console.error(`${built} is missing: run \`npx nx run @harmony/content-automation:build\` first.`);
  process.exit(1);
}
const { FfmpegMediaRenderer, VIDEO_PODCAST_SETTINGS, locateFfmpeg, videoPodcastArguments } = await import(built);
const shippedFfmpeg = createRequire(built)('@ffmpeg-installer/ffmpeg').path;
const machineFfmpeg = locateFfmpeg(process.env);

const folder = mkdtempSync(path.join(os.tmpdir(), 'video-render-bench-'));
const run = (ffmpegPath, ffmpegArgs) => {
  const result = spawnSync(ffmpegPath, ['-hide_banner', '-nostdin', ...ffmpegArgs], { encoding: 'utf8' });
  return result.stderr;
};
try {
  const audioPath = path.join(folder, 'episode.mp3');
  const coverPath = path.join(folder, 'cover.png');
  run(machineFfmpeg, ['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=220:duration=${audioSeconds}`, '-f', 'lavfi', '-i', `anoisesrc=d=${audioSeconds}:a=0.1`, '-filter_complex', 'amix=inputs=2', '-ac', '2', '-ar', '44100', '-b:a', '128k', audioPath]);
  run(machineFfmpeg, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=1400x1400:d=1', '-frames:v', '1', coverPath]);

  console.log(`Video podcast render, ${audioSeconds} s of MP3 (stereo, 44.1 kHz, 128 kb/s), 1400×1400 PNG cover, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}`);
  console.log(`Settings: ${JSON.stringify(VIDEO_PODCAST_SETTINGS)}`);
  console.log(`ffmpeg ${videoPodcastArguments({ audioPath: 'episode.mp3', stillPath: 'still.png', outputPath: 'video.mp4' }).map((a) => (/[\s;[\]]/.test(a) ? `'${a}'` : a)).join(' ')}\n`);

  let failed = false;
  for (const ffmpegPath of [...new Set([machineFfmpeg, shippedFfmpeg])]) {
    const version = spawnSync(ffmpegPath, ['-version'], { encoding: 'utf8' }).stdout;
    const renderer = new FfmpegMediaRenderer({ ffmpegPath });
    const outputPath = path.join(folder, 'video.mp4');
    let bestSeconds = Infinity;
    for (let round = 0; round < rounds; round += 1) {
      const started = process.hrtime.bigint();
      await renderer.renderVideoPodcast({ audioPath, coverPath, title: 'Episode 42: What a bench measures and what it does not', outputPath });
      bestSeconds = Math.min(bestSeconds, Number(process.hrtime.bigint() - started) / 1e9);
    }
    const described = run(machineFfmpeg, ['-i', outputPath]);
    const duration = /Duration: (\d+):(\d+):(\d+\.\d+)/.exec(described);
    const outputSeconds = duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : NaN;
    const valid = /Video: h264.*1280x720/.test(described) && /Audio: aac/.test(described) && Math.abs(outputSeconds - audioSeconds) < 0.5;
    const speed = audioSeconds / bestSeconds;
    const ok = valid && speed >= budget;
    failed ||= !ok;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${speed.toFixed(1)}× real time (${bestSeconds.toFixed(2)} s wall) with ${ffmpegPath} (${version.split('\n')[0].replace(/ Copyright.*/, '')})${valid ? '' : ': the output is not an H.264 1280×720 + AAC MP4 as long as the audio'}`);
  }
  console.log(`\nBudget: ≥ ${budget}× real time.`);
  process.exitCode = failed ? 1 : 0;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
