#!/usr/bin/env node
// What logging audio requests for download counts (issue 11) costs audio serving: GET of one episode file
// with a Range (a player's 64 KiB chunk, each listener's next one), keep-alive, 20 connections, against the
// built API started twice on the same kind of data: DOWNLOAD_LOGGING=true (every answer logged: app, bot
// flag, the day's visitor hash, buffered and written in batches) and DOWNLOAD_LOGGING=false (the media route
// alone).
// This VM's host is noisy: the same server's CPU time a request moved from 315 to 790 µs between 10-second
// runs (sessions 9 and 10), many times what logging costs, so runs one after the other (autocannon until
// session 10) could not tell 3 % from 8 %. Here both servers run side by side and take turns under the load
// every half second (the other one idles), so whatever the host does falls on both alike: each
// server's CPU time (user + system from /proc, PGlite included: it runs in that process) over the requests it
// answered. A load generator of raw sockets keeps its connections to both open, so a turn starts at full
// speed (autocannon's start capped one-second turns at ~1 600 req/s). It runs on core 0 and both servers on
// core 1: the idle server holds no CPU, and the turns share the core's caches alike.
// 2 000 listeners (user agents, --listeners) take turns, each fetching its next chunk from the start of the file,
// so the hash, the app lookup and the merging of a listener's ranges run as for real players. At ~2 200 req/s
// (Node 20 before session 11) each got ~12 chunks a round, short of its first minute (1 MB by default), the
// dearest case; at ~6 000 (Node 24 with the API's flags) each gets ~70 and most are past it, dropped early
// as a real player's are. --listeners=9000 brings back the dearest case (under the 10 000 hashes kept).
// After the load both servers are stopped: a graceful stop writes what waits to be merged, and that write is inside the measured CPU time (each process's whole CPU
// time, taken from this process's reaped-children times once it exits, less what it had used before the
// load). The warm-up ends with a dashboard read, as it ends with the media route compiled: the first write's
// one-off costs (compiling the write path, the embedded database's first plans) are a server's start, not its
// requests'. A round is one such pair of servers; the median round is judged.
// Budget (issue 11): logging costs at most 5 % of the throughput. Exits 1 over it, or when a request fails.
//
//   node bench/audio-download-logging.mjs                          the built API on PGlite (temp DATA_DIR each)
//   DATABASE_URL=postgres://… node bench/audio-download-logging.mjs  on PostgreSQL (its writes cost another process)
// Options: --duration=<s> of load per server and round (default 20)   --turn=<ms> (default 500)
//          --connections=<n> (default 20)   --rounds=<n> (default 7)   --budget=<%> (default 5)   --listeners=<n> (default 2000)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { benchOwnerPassword, ownerSession, startBuiltApp } from './built-app.mjs';

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
// Between turns both servers idle this long: the logging server handles its requests in batches 100 ms after
// the first (AUDIO_REQUEST_BATCH_MS), and its last batch should not run in, and cool the caches of, the other's turn.
const gapMs = 150;
const connections = Number(option('connections') ?? 20);
const rounds = Number(option('rounds') ?? 7);
const budgetPercent = Number(option('budget') ?? 5);
const listeners = Number(option('listeners') ?? 2000);
const warmupSeconds = 2;
const AUDIO_PATH = '/media/episodes/1/audio-bench.mp3';
const FILE_SIZE = 5_000_000;
const CHUNK = 65_536;
const HEADER_END = Buffer.from('\r\n\r\n');

const userAgentOf = (n) => (n % 2 ? `AppleCoreMedia/1.0.0.20E${n} (iPhone; U; CPU OS 16_4 like Mac OS X; en_us)` : `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${n}.0 Safari/537.36`);

/**
 * Keep-alive connections to one server, each sending its next request when the last answer has been read,
 * while the server has the turn. Counts answers, and those that were not a 206 of the chunk asked for.
 */
function loadOf(port) {
  const server = { answered: 0, failed: 0, sent: 0, active: false, sockets: [], resume: () => {} };
  /** The next request, and the length of the chunk it asks for (the file's last one is shorter). */
  const requestOf = () => {
    server.sent += 1;
    const start = (Math.floor(server.sent / listeners) * CHUNK) % FILE_SIZE;
    const end = Math.min(start + CHUNK, FILE_SIZE) - 1;
    return [`GET ${AUDIO_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nRange: bytes=${start}-${end}\r\nUser-Agent: ${userAgentOf(server.sent % listeners)}\r\n\r\n`, end - start + 1];
  };
  const connect = () =>
    new Promise((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
      let head = Buffer.alloc(0);
      let bodyLeft = -1;
      let busy = false;
      let chunkLength = 0;
      const send = () => {
        if (!server.active || busy || socket.destroyed) return;
        busy = true;
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
            if (status !== 206 || length !== chunkLength) server.failed += 1;
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
            server.answered += 1;
            send();
          }
        }
      });
      socket.on('error', (error) => {
        server.failed += 1;
        reject(error);
      });
      socket.on('connect', () => resolve({ socket, send }));
    });
  server.open = async () => {
    server.sockets = await Promise.all(Array.from({ length: connections }, connect));
  };
  server.start = () => {
    server.active = true;
    for (const { send } of server.sockets) send();
  };
  server.stop = () => {
    server.active = false;
  };
  server.close = () => {
    for (const { socket } of server.sockets) socket.destroy();
  };
  return server;
}

/** CPU time (user + system) in ms from /proc/<pid>/stat, in clock ticks of 10 ms: a process's own (fields 14 and 15), or its reaped children's (16 and 17). */
const statCpuMs = (pid, children = false) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[children ? 13 : 11]) + Number(fields[children ? 14 : 12])) * 10;
};
const readAnalytics = async (url, cookie) => {
  const analytics = await fetch(new URL('/api/admin/analytics', url), { headers: { cookie } });
  if (!analytics.ok) throw new Error(`GET /api/admin/analytics answered ${analytics.status}`);
  await analytics.arrayBuffer();
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the built API with logging on or off, on a fresh DATA_DIR holding the episode file. */
async function serverWith(logging) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harmony-bench-audio-'));
  const file = path.join(dataDir, 'media', AUDIO_PATH.replace('/media/', ''));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.alloc(FILE_SIZE, 7));
  const app = await startBuiltApp(
    { HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', ADMIN_PASSWORD: benchOwnerPassword, DOWNLOAD_LOGGING: String(logging), ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) },
    { dataDir, cpu: pinned ? 1 : undefined },
  );
  const url = app.url.replace('//localhost:', '//127.0.0.1:');
  const load = loadOf(Number(new URL(url).port));
  return {
    logging,
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

/** Gives each server in turn the load for `turnMs`, until each has had `seconds` of it. */
async function takeTurns(servers, seconds) {
  for (let turn = 0; turn < Math.round((seconds * 1000) / turnMs); turn += 1) {
    for (const server of servers) {
      server.load.start();
      await sleep(turnMs);
      server.load.stop();
      await sleep(gapMs);
    }
  }
}

async function round(order) {
  const servers = [];
  try {
    for (const logging of order) servers.push(await serverWith(logging));
    for (const server of servers) {
      server.cookie = await ownerSession(server.url);
      await server.load.open();
    }
    await takeTurns(servers, warmupSeconds);
    // The warm-up ends with a dashboard read, which writes the warm-up's rows: the measured write then costs
    // what it costs a running server, not the first write's compiling and the database's first plans.
    for (const server of servers) await readAnalytics(server.url, server.cookie);
    await sleep(500);
    for (const server of servers) {
      server.cpuBefore = statCpuMs(server.pid);
      server.answeredBefore = server.load.answered;
    }
    const startedAt = performance.now();
    await takeTurns(servers, durationSeconds);
    const elapsedSeconds = (performance.now() - startedAt) / 1000;
    const results = {};
    for (const server of servers) {
      const cpuAfterLoad = statCpuMs(server.pid);
      const answered = server.load.answered - server.answeredBefore;
      // The stop writes what waits to be merged: its cost belongs to logging. The API is this process's child
      // (taskset runs it in its own place), so once reaped its whole CPU time joins this process's children's.
      const reapedBefore = statCpuMs('self', true);
      await server.stop();
      const cpuAtExit = statCpuMs('self', true) - reapedBefore;
      results[server.logging] = {
        cpuPerRequestUs: ((cpuAtExit - server.cpuBefore) * 1000) / answered,
        stopCpuMs: cpuAtExit - cpuAfterLoad,
        // Each had the load for its turns.
        requestsPerSecond: answered / (elapsedSeconds * (turnMs / (turnMs + gapMs)) / 2),
        failed: server.load.failed,
      };
    }
    return results;
  } finally {
    for (const server of servers) await server.stop();
  }
}

const overheads = [];
const runs = { false: [], true: [] };
for (let n = 1; n <= rounds; n += 1) {
  const results = await round(n % 2 ? [false, true] : [true, false]);
  for (const logging of [false, true]) {
    const result = results[logging];
    console.log(
      `round ${n}, DOWNLOAD_LOGGING=${logging}: ${Math.round(result.requestsPerSecond)} req/s in its turns, CPU ${result.cpuPerRequestUs.toFixed(1)} µs/request (${result.stopCpuMs} ms of it the stop), ${result.failed} failed`,
    );
    if (result.failed) {
      console.error('FAIL: requests failed under load');
      process.exit(1);
    }
    runs[logging].push(result);
  }
  overheads.push((results.true.cpuPerRequestUs / results.false.cpuPerRequestUs - 1) * 100);
  console.log(`round ${n}: logging costs ${overheads.at(-1).toFixed(1)} % CPU per request`);
}
const cpuOff = median(runs.false.map((run) => run.cpuPerRequestUs));
const cpuOn = median(runs.true.map((run) => run.cpuPerRequestUs));
const rpsOff = median(runs.false.map((run) => run.requestsPerSecond));
const rpsOn = median(runs.true.map((run) => run.requestsPerSecond));
const overhead = median(overheads);
const throughputShare = 100 - 100 / (1 + overhead / 100);
console.log(
  `\nmedian without logging: ${cpuOff.toFixed(1)} µs CPU/request (${Math.round(rpsOff)} req/s); with logging: ${cpuOn.toFixed(1)} µs (${Math.round(rpsOn)} req/s)` +
    `\nrounds: ${[...overheads].sort((a, b) => a - b).map((value) => `${value.toFixed(1)} %`).join(', ')}` +
    `\nlogging overhead (median round): ${overhead.toFixed(1)} % CPU per request, so ${throughputShare.toFixed(1)} % of a CPU-bound process's throughput (budget ${budgetPercent} %)`,
);
if (throughputShare > budgetPercent) {
  console.error(`FAIL: logging costs more than the ${budgetPercent} % budget of audio serving throughput`);
  process.exit(1);
}
