#!/usr/bin/env node
// How many page views a second one API process counts: POST /api/analytics/pageview under autocannon,
// sent as the shell's beacon sends them (navigator.sendBeacon: JSON as text/plain), with a browser's
// user agent so the bot filter and the visitor hash run on every one; 20 pages, 5 referrers and 2 000
// visitors (user agents) take turns. In the same run a raw node:http server answering 204 is loaded
// alike (replay-server.mjs): the ratio tells the API's overhead on this machine.
// Budget (issue 27, raised from issue 9's 2 000): at least 5 000 page views/s. Exits 1 under it, when a page view is refused under
// load, or when one accepted is not counted: afterwards the dashboard's totalVisits must have grown by
// exactly the number answered 204, and again after a burst followed at once by a graceful stop
// (SIGTERM) and a restart on the same data: the buffer is written before the process ends.
//
//   node bench/pageview-ingestion.mjs                            the built API on PGlite (temp DATA_DIR)
//   DATABASE_URL=postgres://… node bench/pageview-ingestion.mjs   on PostgreSQL (its page views today are compared before and after)
// Options: --duration=<s> (default 10)   --connections=<n> (default 50)   --budget=<page views/s> (default 5000)
//          --forwarded: as behind a proxy (TRUST_PROXY=loopback), each visitor with a public address of its own in
//          X-Forwarded-For, so the country lookup finds a country (from 127.0.0.1 it finds none, sooner)
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchOwnerPassword, ownerSession, processCpuNs, startBuiltApp } from './built-app.mjs';
import { startReplay } from './replay.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const durationSeconds = Number(option('duration') ?? 10);
const connections = Number(option('connections') ?? 50);
const budget = Number(option('budget') ?? 5000);
const forwarded = args.includes('--forwarded');
const warmupSeconds = 2;
const BURST = 1000;
const ROUTE = '/api/analytics/pageview';

const pages = ['/', '/episodes', '/blog', '/workshop', ...Array.from({ length: 12 }, (_, n) => `/episode/${n + 1}`), ...Array.from({ length: 4 }, (_, n) => `/blog/article-${n + 1}?utm_source=newsletter`)];
const referrers = ['', 'https://www.google.com/', 'https://www.facebook.com/', 'https://podcasts.apple.com/au/podcast/x', 'android-app://com.google.android.gm/'];
const userAgentOf = (visitor) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${visitor}.0 Safari/537.36`;
// Only ever a header's text: nothing is sent to these addresses. 1.0.0.0 to 200.255.255.0, spread over the registries.
const addressOf = (visitor) => `${1 + (visitor % 200)}.${(visitor * 7) % 256}.${(visitor * 13) % 256}.${1 + (visitor % 250)}`;
let sent = 0;
/** The next beacon: its body and headers. */
const nextBeacon = () => {
  sent += 1;
  return {
    body: JSON.stringify({ pageUrl: pages[sent % pages.length], referrer: referrers[sent % referrers.length] }),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgentOf(sent % 2000), ...(forwarded ? { 'x-forwarded-for': addressOf(sent % 2000) } : {}) },
  };
};

const load = (url, seconds) =>
  autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: ROUTE,
        setupRequest: (request) => {
          const { body, headers } = nextBeacon();
          return { ...request, body, headers: { ...request.headers, ...headers } };
        },
      },
    ],
  });
const accepted = (result) => result['2xx'];
const failures = (result) => result.non2xx + result.errors + result.timeouts;

const database = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};
const env = {
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  ADMIN_PASSWORD: benchOwnerPassword,
  // Every request comes from 127.0.0.1: the per-IP limit would measure itself.
  PAGE_VIEW_RATE_LIMIT: '1000000000',
  ...(forwarded ? { TRUST_PROXY: 'loopback' } : {}),
  ...database,
};
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harmony-bench-ingestion-'));
const start = async () => {
  const app = await startBuiltApp(env, { dataDir });
  return { ...app, url: app.url.replace('//localhost:', '//127.0.0.1:') };
};
const visitsToday = async (url) => {
  const response = await fetch(new URL('/api/admin/analytics', url), { headers: { cookie: await ownerSession(url) } });
  if (!response.ok) throw new Error(`GET /api/admin/analytics answered ${response.status}`);
  const { dailyVisits } = await response.json();
  return dailyVisits[dailyVisits.length - 1].visits;
};

let exitCode = 0;
let app;
let replay;
try {
  app = await start();
  replay = await startReplay([{ path: ROUTE, status: 204, headers: {}, body: Buffer.alloc(0) }]);
  console.log(`Page-view ingestion: ${ROUTE} on ${app.url} (${database.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'PGlite in a temp DATA_DIR'}) against a raw node:http 204`);
  console.log(`Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}; ${connections} connections, ${durationSeconds} s per side${forwarded ? '; public addresses in X-Forwarded-For' : ''}\n`);

  const before = await visitsToday(app.url);
  const warmup = await load(new URL(ROUTE, app.url).href, warmupSeconds);
  const cpuBefore = processCpuNs(app.pid);
  const api = await load(new URL(ROUTE, app.url).href, durationSeconds);
  // The API's own CPU time per page view (all its threads, PGlite's included: it runs in the process): a figure
  // the other tenants of a shared machine move less than the rate, which they slow by taking the cores.
  const cpuPerView = (processCpuNs(app.pid) - cpuBefore) / 1000 / (accepted(api) || 1);
  const raw = await load(new URL(ROUTE, replay.url).href, durationSeconds);
  const stored = (await visitsToday(app.url)) - before;
  const expected = accepted(warmup) + accepted(api);

  // A burst, then SIGTERM at once: what the buffer holds must be written before the process ends.
  await Promise.all(
    Array.from({ length: connections }, async (_, lane) => {
      for (let beacon = lane; beacon < BURST; beacon += connections) {
        const { body, headers } = nextBeacon();
        const response = await fetch(new URL(ROUTE, app.url), { method: 'POST', body, headers });
        if (response.status !== 204) throw new Error(`a beacon of the burst answered ${response.status}`);
      }
    }),
  );
  await app.stop();
  app = await start();
  const afterRestart = (await visitsToday(app.url)) - before - stored;

  const ratio = api.requests.average / raw.requests.average;
  console.log(`${'side'.padEnd(6)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}`);
  for (const [side, result] of [['API', api], ['raw', raw]]) {
    console.log(`${side.padEnd(6)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(failures(result)).padStart(8)}`);
  }
  console.log(`\nAPI ÷ raw: ${ratio.toFixed(3)}; ${(api.requests.average / budget).toFixed(2)}× the ${budget}/s budget`);
  console.log(`API CPU per page view: ${cpuPerView.toFixed(0)} µs (one core's worth: ${(1e6 / cpuPerView).toFixed(0)} page views/s)`);
  console.log(`counted: ${stored} page views for the ${expected} autocannon saw answered 204 (up to ${2 * connections} more were in flight when it stopped); ${afterRestart} of the ${BURST} of a burst stopped at once (SIGTERM) and restarted`);
  console.log(`load average at the end: ${os.loadavg()[0].toFixed(2)}`);

  if (failures(api) || failures(warmup)) {
    console.error(`FAIL: under load the API answered ${api.non2xx + warmup.non2xx} non-2xx, ${api.errors + warmup.errors} errors, ${api.timeouts + warmup.timeouts} timeouts`);
    exitCode = 1;
  }
  // autocannon stops counting when its time is up: up to one request per connection is still answered after (counted, not in its 2xx).
  if (stored < expected || stored > expected + 2 * connections || afterRestart !== BURST) {
    console.error('FAIL: page views answered 204 were not all counted');
    exitCode = 1;
  }
  if (api.requests.average < budget) {
    console.error(`FAIL: ${api.requests.average.toFixed(0)} page views/s is under the ${budget}/s budget`);
    exitCode = 1;
  }
  if (!exitCode) console.log(`\npage-view ingestion: within budget (≥ ${budget}/s), nothing lost`);
} catch (error) {
  console.error(`pageview-ingestion: ${error instanceof Error ? error.stack : error}`);
  exitCode = 2;
} finally {
  await replay?.stop();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
