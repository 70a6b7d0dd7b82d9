#!/usr/bin/env node
// Throughput and tail latency of the hot reads (public pages, their API JSON, the podcast feed) under
// load, next to what a bare node:http server achieves sending the very same bytes from memory on the
// same machine in the same run. The ratio (API req/s ÷ raw req/s) is what the budget holds, because
// absolute req/s depend on the machine; the p99 budget holds the tail a visitor feels.
// Budgets (issue 8), for every route but /api/health: at least 0.12× raw, at most 50 ms p99. Exits 1
// over them, or when a route answers anything but 2xx under load (the figures would mean nothing).
//
//   node bench/hot-reads.mjs           start services/api/dist/main.js (free port, temp DATA_DIR, as `npm start`
//                                      runs it: NODE_ENV=production, LOG_LEVEL=warn; DATABASE_URL is passed through)
//   node bench/hot-reads.mjs <url>     measure a running loopback server (or BENCH_URL)
// Options: --duration=<s> per route and side (default 5)   --connections=<n> (default 50)
//          --routes=/,/api/episodes/{id},... ({id} and {slug}: the newest episode and article)   --no-budget
import autocannon from 'autocannon';
import http from 'node:http';
import os from 'node:os';
import { publicPages, resolvePages, startBuiltApp } from './built-app.mjs';
import { startReplay } from './replay.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const prefix = `--${name}=`;
  return args.find((a) => a.startsWith(prefix))?.slice(prefix.length);
};
const durationSeconds = Number(option('duration') ?? 5);
const connections = Number(option('connections') ?? 50);
const enforceBudget = !args.includes('--no-budget');
// A second of load before each measured API run, so the first route does not pay for the JIT alone.
const warmupSeconds = 1;
// What browsers send; the recorded bytes, and so the replayed ones, are the compressed answers.
const acceptEncoding = 'br, gzip';
const budget = { minRatio: 0.12, maxP99Ms: 50 };
const apiJson = '/api/episodes,/api/episodes/featured,/api/episodes/{id},/api/blog-articles,/api/blog-articles/featured,/api/blog-articles/{slug}';
const routeList = option('routes') ?? `${publicPages},${apiJson},/rss.xml,/api/health`;
/** Measured for reference, outside the budget: it is a liveness probe, not a read a visitor makes. */
const isHotRead = (route) => route !== '/api/health';
// Hop-by-hop and per-response headers the replay server sets itself.
const notReplayed = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

if (!(durationSeconds > 0) || !(connections > 0)) {
  console.error('hot-reads: --duration and --connections take positive numbers');
  process.exit(2);
}

/** Load is only ever aimed at this machine. */
function assertLoopback(url) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (!(host === 'localhost' || host === '::1' || /^127\./.test(host))) {
    throw new Error(`${url} is not a loopback address: hot-reads only loads this machine`);
  }
}

async function startTarget() {
  const given = args.find((a) => !a.startsWith('--')) ?? process.env.BENCH_URL;
  if (given) {
    assertLoopback(given);
    return { url: new URL('/', given).href, stop: async () => {}, label: given };
  }
  const database = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};
  const app = await startBuiltApp({ HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...database });
  return {
    // Bound to 127.0.0.1 only: the load generator must not first try ::1 for "localhost".
    url: app.url.replace('//localhost:', '//127.0.0.1:'),
    stop: app.stop,
    label: `services/api/dist/main.js, ${database.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'PGlite in a temp DATA_DIR'}`,
  };
}

/** One GET as the load will make it, kept as bytes (not decompressed, unlike fetch). */
function record(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !notReplayed.has(name)));
          resolve({ status: response.statusCode, headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/**
 * Waits until one GET of every route answers promptly. When a load run stops, the API still works
 * through what its clients left behind (a page stops waiting for the database after 400 ms, but its
 * queries stay queued): measured now, the next run would pay for that, and so would the raw run
 * sharing the machine's cores. Returns how long that took.
 */
async function settle(urls, timeoutMs = 60_000) {
  const started = performance.now();
  for (;;) {
    let slowest = 0;
    for (const url of urls) {
      const asked = performance.now();
      await record(url);
      slowest = Math.max(slowest, performance.now() - asked);
    }
    const elapsed = performance.now() - started;
    if (slowest < 250 || elapsed > timeoutMs) return elapsed;
  }
}

const load = (url, seconds) => autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': acceptEncoding } });
const failures = (result) => result.non2xx + result.errors + result.timeouts;
const bytesPerAnswer = (result) => result.throughput.total / Math.max(1, result.requests.total);

let target;
try {
  target = await startTarget();
} catch (error) {
  console.error(`hot-reads: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}
let replay;
let exitCode = 0;
try {
  const routes = await resolvePages(routeList, target.url);
  const recorded = [];
  for (const route of routes) {
    const answer = await record(new URL(route, target.url));
    if (answer.status !== 200) throw new Error(`${route} answered ${answer.status} before any load`);
    recorded.push({ path: route, ...answer });
  }
  replay = await startReplay(recorded);

  console.log(`Hot reads of ${target.url} (${target.label}) against a raw node:http replay of the same bytes`);
  console.log(`Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}; ${connections} connections, ${durationSeconds} s per route and side, Accept-Encoding: ${acceptEncoding}\n`);
  const rows = [];
  const everyRoute = routes.map((route) => new URL(route, target.url).href);
  for (const { path: route, headers, body } of recorded) {
    const apiUrl = new URL(route, target.url).href;
    await settle(everyRoute);
    await load(apiUrl, warmupSeconds);
    await settle(everyRoute);
    const api = await load(apiUrl, durationSeconds);
    const drainMs = await settle(everyRoute);
    process.stderr.write(`  ${route}: after the load the API needed ${(drainMs / 1000).toFixed(1)} s to answer every route promptly again\n`);
    const raw = await load(new URL(route, replay.url).href, durationSeconds);
    rows.push({ route, bytes: body.length, encoding: headers['content-encoding'] ?? 'identity', api, raw, ratio: api.requests.average / raw.requests.average });
  }

  const width = Math.max(...rows.map((r) => r.route.length), 5);
  console.log(`${'route'.padEnd(width)} ${'bytes'.padStart(8)} ${'enc'.padEnd(8)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'raw req/s'.padStart(10)} ${'ratio'.padStart(6)}`);
  for (const { route, bytes, encoding, api, raw, ratio } of rows) {
    console.log(
      `${route.padEnd(width)} ${String(bytes).padStart(8)} ${encoding.padEnd(8)} ${api.requests.average.toFixed(0).padStart(8)} ${String(api.latency.p99).padStart(7)} ${raw.requests.average.toFixed(0).padStart(10)} ${ratio.toFixed(3).padStart(6)}${isHotRead(route) ? '' : '  (not budgeted)'}`,
    );
  }
  console.log(`\nload average at the end: ${os.loadavg()[0].toFixed(2)}`);

  for (const { route, api, raw, ratio } of rows) {
    // The replay sends the recorded answer every time; an API answering other sizes under load
    // (a page without its inlined data, say) is measured doing less than the recording shows.
    const apiBytes = bytesPerAnswer(api);
    const rawBytes = bytesPerAnswer(raw);
    if (Math.abs(apiBytes - rawBytes) > 0.1 * rawBytes) {
      console.warn(`NOTE ${route}: under load the API's answers averaged ${apiBytes.toFixed(0)} bytes (headers included), the recorded one ${rawBytes.toFixed(0)}`);
    }
    if (failures(api) || failures(raw)) {
      console.error(`FAIL ${route}: under load the API had ${api.non2xx} non-2xx, ${api.errors} errors, ${api.timeouts} timeouts (raw: ${failures(raw)})`);
      exitCode = 1;
    }
    if (!enforceBudget || !isHotRead(route)) continue;
    if (ratio < budget.minRatio) {
      console.error(`FAIL ${route}: ${ratio.toFixed(3)}× raw is under the ${budget.minRatio}× budget`);
      exitCode = 1;
    }
    if (api.latency.p99 > budget.maxP99Ms) {
      console.error(`FAIL ${route}: p99 ${api.latency.p99} ms is over the ${budget.maxP99Ms} ms budget`);
      exitCode = 1;
    }
  }
  if (enforceBudget) console.log(exitCode ? '\nhot reads: OVER BUDGET' : `\nhot reads: every route within budget (≥ ${budget.minRatio}× raw, p99 ≤ ${budget.maxP99Ms} ms)`);
} catch (error) {
  console.error(`hot-reads: ${error instanceof Error ? error.message : error}`);
  exitCode = 2;
} finally {
  await replay?.stop();
  await target.stop();
}
process.exit(exitCode);
