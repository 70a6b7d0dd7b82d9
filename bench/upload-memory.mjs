#!/usr/bin/env node
// How much an audio upload adds to the API's memory: a 50 MB WAV (a 44-byte header and 16 kHz mono
// 16-bit PCM, ≈ 27 minutes, written to disk first) is streamed from disk as a multipart form (field
// `audio`, Content-Length set) to POST /api/content/episode/{id}/process on the built API (embedded:
// PGlite and the in-process queue, a temp DATA_DIR, AUDIO_UPLOAD_MAX_MB=60 so 50 MB and the form fit).
// The API's resident set (VmRSS in /proc/<pid>/status) is read every 20 ms from before the first byte
// until the 202 answer; its high-water mark (VmHWM, reset through /proc/<pid>/clear_refs just before
// the upload) catches a peak between two readings. The baseline is the median reading over 1 s after a
// warm-up (sign-in, an episode created, an empty upload refused with 400: the multipart path loaded).
// Each round is a fresh API process, killed right after the 202 with the renders its queue started:
// what the queue does next (probe, write, render) is not the upload's memory.
// Budget (issue 10): the upload adds at most 40 MB to the API's RSS, in every round. Exits 1 over it.
//
//   npm run build && node bench/upload-memory.mjs
// Options: --rounds=<n> (default 3)   --megabytes=<upload size> (default 50)   --budget=<MB> (default 40)
import http from 'node:http';
import { closeSync, createReadStream, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchOwnerPassword, ownerSession, startBuiltApp } from './built-app.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const rounds = Number(option('rounds') ?? 3);
const uploadMegabytes = Number(option('megabytes') ?? 50);
const budgetMegabytes = Number(option('budget') ?? 40);
const MEGABYTE = 1024 * 1024;
const SAMPLE_EVERY_MS = 20;

const sampleRate = 16_000;
/** A playable WAV of exactly `bytes` (header included): a 220 Hz tone, deterministic. */
function writeWav(filePath, bytes) {
  const dataBytes = bytes - 44;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  const file = openSync(filePath, 'w');
  try {
    writeSync(file, header);
    // One second of the tone, repeated: 220 Hz fits a whole number of periods in it.
    const second = Buffer.alloc(sampleRate * 2);
    for (let n = 0; n < sampleRate; n += 1) second.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 220 * n) / sampleRate)), n * 2);
    for (let written = 0; written < dataBytes; written += second.length) writeSync(file, second, 0, Math.min(second.length, dataBytes - written));
  } finally {
    closeSync(file);
  }
}

/** VmRSS and VmHWM of a process, in bytes. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kilobytes('VmRSS'), hwm: kilobytes('VmHWM') };
}

/** Streams `filePath` as the form's `audio` field; resolves with the answer's status and body. */
function uploadForm(url, cookie, filePath, fileName = 'episode.wav', contentType = 'audio/wav') {
  const boundary = `----harmony-bench-${Date.now().toString(16)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fileBytes = statSync(filePath).size;
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + fileBytes + tail.length) },
    });
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.write(head);
    const file = createReadStream(filePath);
    file.on('error', reject);
    file.on('end', () => request.end(tail));
    file.pipe(request, { end: false });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => (bytes / MEGABYTE).toFixed(1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The process ids under `pid` (ffmpeg renders the queue started), deepest first. */
function descendantsOf(pid) {
  let children = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) children.push(...readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
  } catch {
    children = []; // the process has ended
  }
  return children.flatMap((child) => [...descendantsOf(child), child]);
}

/**
 * Ends the API at once with whatever the queue started after the 202: a graceful stop would wait for
 * the video render of the whole upload (minutes). Frozen first, so it starts nothing while its children
 * are listed and killed.
 */
async function stopNow(app) {
  try {
    process.kill(app.pid, 'SIGSTOP');
    for (const child of descendantsOf(app.pid)) process.kill(child, 'SIGKILL');
    process.kill(app.pid, 'SIGKILL');
  } catch {
    // it had already exited
  }
  await app.stop();
}

async function round(number, wavPath, emptyPath) {
  const app = await startBuiltApp({ HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', ADMIN_PASSWORD: benchOwnerPassword, AUDIO_UPLOAD_MAX_MB: String(uploadMegabytes + 10) });
  try {
    const cookie = await ownerSession(app.url);
    const created = await fetch(new URL('/api/episodes', app.url), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ number: 900 + number, title: `Upload memory bench ${number}`, description: '<p>A long conversation about money.</p>', duration: '1:00' }),
    });
    if (!created.ok) throw new Error(`POST /api/episodes answered ${created.status}: ${await created.text()}`);
    const { id } = await created.json();
    const processUrl = new URL(`/api/content/episode/${id}/process`, app.url);

    // Warm-up: the session, the episode and the multipart path (an empty file is refused before any job).
    const warmup = await uploadForm(processUrl, cookie, emptyPath);
    if (warmup.status !== 400) throw new Error(`the warm-up (empty file) answered ${warmup.status}, not 400: ${warmup.body}`);
    await sleep(1000);
    const quiet = [];
    for (let n = 0; n < 50; n += 1) {
      quiet.push(memoryOf(app.pid).rss);
      await sleep(SAMPLE_EVERY_MS);
    }
    const baseline = median(quiet);

    writeFileSync(`/proc/${app.pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
    let sampledPeak = 0;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, memoryOf(app.pid).rss);
    }, SAMPLE_EVERY_MS);
    const started = performance.now();
    let answer;
    try {
      answer = await uploadForm(processUrl, cookie, wavPath);
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const atAnswer = memoryOf(app.pid);
    sampledPeak = Math.max(sampledPeak, atAnswer.rss);
    if (answer.status !== 202) throw new Error(`the upload answered ${answer.status}, not 202: ${answer.body}`);
    const peak = Math.max(sampledPeak, atAnswer.hwm);
    return { baseline, sampledPeak, hwm: atAnswer.hwm, peak, delta: peak - baseline, seconds };
  } finally {
    await stopNow(app);
  }
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'harmony-bench-upload-'));
let exitCode = 0;
try {
  const wavPath = path.join(folder, 'episode.wav');
  const emptyPath = path.join(folder, 'empty.wav');
  writeWav(wavPath, uploadMegabytes * MEGABYTE);
  writeFileSync(emptyPath, '');
  const audioMinutes = (uploadMegabytes * MEGABYTE - 44) / (sampleRate * 2) / 60;
  console.log(`Upload memory: a ${uploadMegabytes} MB WAV (16 kHz mono 16-bit, ${audioMinutes.toFixed(1)} min) streamed as multipart to POST /api/content/episode/{id}/process, built API (embedded, fresh DATA_DIR per round)`);
  console.log(`Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}; RSS read every ${SAMPLE_EVERY_MS} ms, VmHWM reset before the upload\n`);
  console.log(`${'round'.padEnd(6)} ${'baseline MB'.padStart(11)} ${'peak MB (sampled/HWM)'.padStart(22)} ${'added MB'.padStart(9)} ${'upload s'.padStart(9)}`);
  const results = [];
  for (let n = 1; n <= rounds; n += 1) {
    const result = await round(n, wavPath, emptyPath);
    results.push(result);
    console.log(`${String(n).padEnd(6)} ${mb(result.baseline).padStart(11)} ${`${mb(result.sampledPeak)} / ${mb(result.hwm)}`.padStart(22)} ${mb(result.delta).padStart(9)} ${result.seconds.toFixed(2).padStart(9)}`);
  }
  const worst = Math.max(...results.map((result) => result.delta));
  console.log(`\nadded to the RSS: median ${mb(median(results.map((result) => result.delta)))} MB, worst ${mb(worst)} MB; budget ≤ ${budgetMegabytes} MB`);
  console.log(`load average at the end: ${os.loadavg()[0].toFixed(2)}`);
  if (worst > budgetMegabytes * MEGABYTE) {
    console.error(`FAIL: a ${uploadMegabytes} MB upload added ${mb(worst)} MB to the API's RSS (budget ${budgetMegabytes} MB)`);
    exitCode = 1;
  } else {
    console.log(`PASS: a ${uploadMegabytes} MB upload adds at most ${mb(worst)} MB (budget ${budgetMegabytes} MB)`);
  }
} catch (error) {
  console.error(`upload-memory: ${error instanceof Error ? error.stack : error}`);
  exitCode = 2;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
process.exit(exitCode);
