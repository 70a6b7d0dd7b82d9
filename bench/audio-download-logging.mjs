#!/usr/bin/env node
// What logging audio requests for download counts (issue 11) costs audio serving: GET of one episode file with
// a Range (a player's 64 KiB chunk, each listener's next one), keep-alive, 20 connections, against the built API
// with DOWNLOAD_LOGGING=true serving the same 5 MB of bytes under two names: `audio-bench.mp3`, an audio file,
// logged (app, bot flag, the day's visitor hash, buffered and merged, written in batches), and `audio-bench.bin`,
// which the logging passes over (the media route alone, as with DOWNLOAD_LOGGING=false).
// One process serves both, taking turns under the load every half second, because two processes cannot be
// compared here: on this VM the API process started first in a round spent 5–10 % more CPU a request than the
// one started after it, with no logging in either (an A/A run, session 12), more than logging's own cost. The
// turns share the process, its compiled code, its heap and the host's moods alike. Each turn's CPU (all the
// process's threads, /proc/<pid>/task/*/schedstat, ns; PGlite included: it runs in that process) runs from its
// start to the next turn's, the quiet gap after it included: the logging handles its requests in batches 100 ms
// after the first (AUDIO_REQUEST_BATCH_MS), inside the gap of the turn that served them.
// What waits to be merged is written by a dashboard read after the load (RecordAudioRequest.writeAll); that
// write's CPU (the read's, less a second read's with nothing left to write) is logging's. A periodic merge
// (every 30 s) may instead land in either name's turn; ≈ 50 ms a merge, it moves a round by ≈ 0.5 % at most.
// The unlogged name still passes the route's logging hook to its extension test (< 0.5 µs, ≈ 0.2 %), which
// this bench therefore does not count.
// A load generator of raw sockets keeps its connections open across turns, so a turn starts at full speed. It
// runs on core 0 and the API on core 1. 2 000 listeners (user agents, --listeners) take turns, each fetching its
// next chunk from the start of the file, so the hash, the app lookup and the merging of a listener's ranges run
// as for real players; at ~5 000 req/s each gets ~50 chunks a round, most past their first minute (1 MB by
// default) and dropped early as a real player's are; --listeners=9000 keeps them all short of it (the dearest
// case, under the 10 000 hashes kept). Each round is a new process; the median round is judged.
// --aa serves two unlogged names (`.bin`, `.dat`): the bench's own zero, which should come out within ±1 %.
// Budget (issue 11): logging costs at most 5 % of the throughput. Exits 1 over it, or when a request fails.
//
//   node bench/audio-download-logging.mjs                          the built API on PGlite (temp DATA_DIR each)
//   DATABASE_URL=postgres://… node bench/audio-download-logging.mjs  on PostgreSQL (its writes cost another process)
// Options: --duration=<s> of load per name and round (default 20)   --turn=<ms> (default 500)
//          --connections=<n> (default 20)   --rounds=<n> (default 5)   --budget=<%> (default 5)
//          --listeners=<n> (default 2000)   --aa
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { benchOwnerPassword, ownerSession, processCpuNs, startBuiltApp } from './built-app.mjs';

// On a machine of two cores or more, the load generator runs on core 0 and the API on core 1.
// Decided once, before pinning: pinned to core 0, this process sees one core (availableParallelism follows the
// affinity), and the API it starts would inherit core 0 and share it with the load generator.
const pinned = process.env.BENCH_PINNED === '1' || (existsSync('/usr/bin/taskset') && os.availableParallelism() >= 2);
if (pinned && !process.env.BENCH_PINNED) {
  const run = spawnSync('/usr/bin/taskset', ['-c', '0', process.execPath, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, BENCH_PINNED: '1' } });
  process.exit(run.status ?? 1);
}
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const durationSeconds = Number(option('duration') ?? 20);
const turnMs = Number(option('turn') ?? 500);
// After each turn the process idles this long: the logging handles a turn's last requests 100 ms after them.
const gapMs = 150;
const connections = Number(option('connections') ?? 20);
const rounds = Number(option('rounds') ?? 5);
const budgetPercent = Number(option('budget') ?? 5);
const listeners = Number(option('listeners') ?? 2000);
const aToA = args.includes('--aa');
const warmupSeconds = 2;
const EPISODE_MEDIA = '/media/episodes/1/';
/** The two names of the same bytes: the first is logged (an audio file), the second is not. */
const [LOGGED, UNLOGGED] = aToA ? ['audio-bench.dat', 'audio-bench.bin'] : ['audio-bench.mp3', 'audio-bench.bin'];
const FILE_SIZE = 5_000_000;
const CHUNK = 65_536;
const HEADER_END = Buffer.from('\r\n\r\n');

const userAgentOf = (n) => (n % 2 ? `AppleCoreMedia/1.0.0.20E${n} (iPhone; U; CPU OS 16_4 like Mac OS X; en_us)` : `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${n}.0 Safari/537.36`);

/**
 * Keep-alive connections to the server, each sending its next request when the last answer has been read,
 * while a turn is on, for the file that turn is for. Each file has its own listeners' progress, so both names
 * see the same requests. Counts answers per file, and those that were not a 206 of the chunk asked for.
 */
function loadOf(port) {
  const load = { file: LOGGED, sent: { [LOGGED]: 0, [UNLOGGED]: 0 }, answered: { [LOGGED]: 0, [UNLOGGED]: 0 }, failed: 0, active: false, sockets: [] };
  /** The next request for the turn's file, and the length of the chunk it asks for (the file's last one is shorter). */
  const requestOf = () => {
    const sent = (load.sent[load.file] += 1);
    const start = (Math.floor(sent / listeners) * CHUNK) % FILE_SIZE;
    const end = Math.min(start + CHUNK, FILE_SIZE) - 1;
    return [`GET ${EPISODE_MEDIA}${load.file} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nRange: bytes=${start}-${end}\r\nUser-Agent: ${userAgentOf(sent % listeners)}\r\n\r\n`, end - start + 1];
  };
  const connect = () =>
    new Promise((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
      let head = Buffer.alloc(0);
      let bodyLeft = -1;
      let busy = false;
      let chunkLength = 0;
      let file = '';
      const send = () => {
        if (!load.active || busy || socket.destroyed) return;
        busy = true;
        file = load.file;
        const [request, length] = requestOf();
        chunkLength = length;
        socket.write(request);
      };
      socket.on('data', (chunk) => {
        let data = chunk;
        while (data.length) {
          if (bodyLeft < 0) {
            head = head.length ? Buffer.concat([head, data]) : data;
            const end = head.indexOf(HEADER_END);
            if (end === -1) return;
            const text = head.subarray(0, end).toString('latin1');
            const status = Number(text.slice(9, 12));
            const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1] ?? Number.NaN);
            if (status !== 206 || length !== chunkLength) load.failed += 1;
            bodyLeft = Number.isNaN(length) ? 0 : length;
            data = head.subarray(end + 4);
            head = Buffer.alloc(0);
          }
          const take = Math.min(bodyLeft, data.length);
          bodyLeft -= take;
          data = data.subarray(take);
          if (bodyLeft === 0) {
            bodyLeft = -1;
            busy = false;
            load.answered[file] += 1;
            send();
          }
        }
      });
      socket.on('error', (error) => {
        load.failed += 1;
        reject(error);
      });
      socket.on('connect', () => resolve({ socket, send }));
    });
  load.open = async () => {
    load.sockets = await Promise.all(Array.from({ length: connections }, connect));
  };
  load.start = (file) => {
    load.file = file;
    load.active = true;
    for (const { send } of load.sockets) send();
  };
  load.stop = () => {
    load.active = false;
  };
  load.close = () => {
    for (const { socket } of load.sockets) socket.destroy();
  };
  return load;
}

const readAnalytics = async (url, cookie) => {
  const analytics = await fetch(new URL('/api/admin/analytics', url), { headers: { cookie } });
  if (!analytics.ok) throw new Error(`GET /api/admin/analytics answered ${analytics.status}`);
  await analytics.arrayBuffer();
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the built API with logging on, on a fresh DATA_DIR holding the episode's bytes under both names. */
async function startServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harmony-bench-audio-'));
  const folder = path.join(dataDir, EPISODE_MEDIA);
  mkdirSync(folder, { recursive: true });
  for (const name of [LOGGED, UNLOGGED]) writeFileSync(path.join(folder, name), Buffer.alloc(FILE_SIZE, 7));
  const app = await startBuiltApp(
    { HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', ADMIN_PASSWORD: benchOwnerPassword, DOWNLOAD_LOGGING: 'true', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) },
    { dataDir, cpu: pinned ? 1 : undefined },
  );
  const url = app.url.replace('//localhost:', '//127.0.0.1:');
  const load = loadOf(Number(new URL(url).port));
  return {
    url,
    pid: app.pid,
    load,
    stop: async () => {
      load.close();
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Gives each file in turn the load for `turnMs`, until each has had `seconds` of it; adds each turn's CPU (with its gap) to `cpu[file]`. */
async function takeTurns(server, files, seconds, cpu = { [LOGGED]: 0, [UNLOGGED]: 0 }) {
  for (let turn = 0; turn < Math.round((seconds * 1000) / turnMs); turn += 1) {
    for (const file of files) {
      const before = processCpuNs(server.pid);
      server.load.start(file);
      await sleep(turnMs);
      server.load.stop();
      await sleep(gapMs);
      cpu[file] += processCpuNs(server.pid) - before;
    }
  }
  return cpu;
}

/** The CPU (ns) of a dashboard read. */
async function readAnalyticsCpu(server) {
  const before = processCpuNs(server.pid);
  await readAnalytics(server.url, server.cookie);
  await sleep(50);
  return processCpuNs(server.pid) - before;
}

async function round(files) {
  const server = await startServer();
  try {
    server.cookie = await ownerSession(server.url);
    await server.load.open();
    await takeTurns(server, files, warmupSeconds);
    // The warm-up ends with a dashboard read, which writes the warm-up's rows: the measured write then costs
    // what it costs a running server, not the first write's compiling and the database's first plans.
    await readAnalytics(server.url, server.cookie);
    await sleep(500);
    const answeredBefore = { ...server.load.answered };
    const cpu = await takeTurns(server, files, durationSeconds);
    // Writing what waits to be merged is logging's: a read that writes it, less one with nothing to write.
    const writeNs = Math.max(0, (await readAnalyticsCpu(server)) - (await readAnalyticsCpu(server)));
    cpu[LOGGED] += writeNs;
    const result = {};
    for (const file of files) {
      const answered = server.load.answered[file] - answeredBefore[file];
      result[file] = {
        cpuPerRequestUs: cpu[file] / 1000 / answered,
        requestsPerSecond: answered / (Math.round((durationSeconds * 1000) / turnMs) * (turnMs / 1000)),
      };
    }
    result.writeMs = writeNs / 1e6;
    result.failed = server.load.failed;
    return result;
  } finally {
    await server.stop();
  }
}

const overheads = [];
const runs = { [LOGGED]: [], [UNLOGGED]: [] };
for (let n = 1; n <= rounds; n += 1) {
  // Which name has the first turn alternates between rounds.
  const result = await round(n % 2 ? [LOGGED, UNLOGGED] : [UNLOGGED, LOGGED]);
  for (const file of [UNLOGGED, LOGGED]) {
    const { cpuPerRequestUs, requestsPerSecond } = result[file];
    console.log(`round ${n}, ${file}: ${Math.round(requestsPerSecond)} req/s in its turns, CPU ${cpuPerRequestUs.toFixed(1)} µs/request`);
    runs[file].push(result[file]);
  }
  if (result.failed) {
    console.error(`FAIL: ${result.failed} requests failed under load`);
    process.exit(1);
  }
  overheads.push((result[LOGGED].cpuPerRequestUs / result[UNLOGGED].cpuPerRequestUs - 1) * 100);
  console.log(`round ${n}: logging costs ${overheads.at(-1).toFixed(1)} % CPU per request (${result.writeMs.toFixed(0)} ms of it the write after the load)`);
}
const cpuOf = (file) => median(runs[file].map((run) => run.cpuPerRequestUs));
const rpsOf = (file) => median(runs[file].map((run) => run.requestsPerSecond));
const overhead = median(overheads);
const throughputShare = 100 - 100 / (1 + overhead / 100);
console.log(
  `\nmedian ${UNLOGGED} (not logged): ${cpuOf(UNLOGGED).toFixed(1)} µs CPU/request (${Math.round(rpsOf(UNLOGGED))} req/s); ${LOGGED}${aToA ? ' (not logged either: --aa)' : ' (logged)'}: ${cpuOf(LOGGED).toFixed(1)} µs (${Math.round(rpsOf(LOGGED))} req/s)` +
    `\nrounds: ${[...overheads].sort((a, b) => a - b).map((value) => `${value.toFixed(1)} %`).join(', ')}` +
    `\nlogging overhead (median round): ${overhead.toFixed(1)} % CPU per request, so ${throughputShare.toFixed(1)} % of a CPU-bound process's throughput (budget ${budgetPercent} %)`,
);
if (throughputShare > budgetPercent) {
  console.error(`FAIL: logging costs more than the ${budgetPercent} % budget of audio serving throughput`);
  process.exit(1);
}
