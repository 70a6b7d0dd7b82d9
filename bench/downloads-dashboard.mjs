#!/usr/bin/env node
// How long the downloads dashboard's read (GET /api/admin/downloads) takes over a large log of audio requests:
// it loads ROWS logged audio requests spread evenly over the last DAYS days into the raw table (as the media
// route's logging leaves them, merged per listener), starts the built API on that database, signs in, and asks
// for the dashboard. The first read rolls up every day before yesterday (counts its downloads, fills the daily,
// country, device and total tables and the month's listeners, deletes its requests): it is timed and printed
// apart, as is the first request after a restart (PGlite's WebAssembly compiles its hot paths then). Then ten
// requests warm the API up and REQUESTS are timed one after the other; the median is the figure.
// Budget (issue 27): median ≤ 200 ms with 5 million logged audio requests, on PostgreSQL and on PGlite.
// Exits 1 over budget.
//
//   node bench/downloads-dashboard.mjs [postgres://…]   PostgreSQL (the URL, else TEST_DATABASE_URL or DATABASE_URL: a
//                                                        database harmony_bench_downloads is created there) and PGlite
// Options: --rows=5000000 --days=90 --requests=20 --budget=200 --period=30d --only=postgres|pglite
//          --keep   keep the loaded data (Postgres: the database; PGlite: the DATA_DIR printed) and reuse it next time
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { benchOwnerPassword, ownerSession } from './built-app.mjs';
import { machine, onPglite, onPostgres, runTargets } from './database-targets.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const rows = Number(option('rows') ?? 5_000_000);
const days = Number(option('days') ?? 90);
const requests = Number(option('requests') ?? 20);
const budgetMs = Number(option('budget') ?? 200);
const period = option('period') ?? '30d';
const only = option('only');
const keep = args.includes('--keep');
const BENCH_DATABASE = 'harmony_bench_downloads';
const PGLITE_DATA_DIR = path.join(os.tmpdir(), 'harmony-bench-downloads-pglite');
const WARM_UP_REQUESTS = 10;

if (![rows, days, requests, budgetMs].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('downloads-dashboard: --rows, --days, --requests and --budget take positive whole numbers');
  process.exit(2);
}

// Deterministic choices from the row number (Knuth's multiplicative hash), so every run loads the same log.
// Three rows a listening, in a row: a 2-byte probe (never read back), the whole file, and the whole file again
// (within the 24-hour window: no second download), so a listening is one download. One request in twenty is a
// bot's. Listeners come from a pool of a tenth of the listenings, so they come back on other days and files
// (their day's visitor hash differs each day, their month's listener hash does not). The files are the seeded
// episodes' (`$3`: ids), under their upload paths: the dashboard finds their episode and release. 12 apps,
// 30 countries (one in ten not placed), four kinds of device (one in twenty not told). Timestamps spread
// evenly up to now, in id order, as they arrive.
const LOAD_ROWS = `
  INSERT INTO "audio_requests" ("day", "visitor_hash", "audio_url", "range_start", "range_end", "file_size", "app", "bot", "timestamp", "country", "device", "listener_hash")
  SELECT ("at" AT TIME ZONE 'UTC')::date, decode(md5(listener || '/' || ("at" AT TIME ZONE 'UTC')::date), 'hex'), '/media/episodes/' || ($3::int[])[1 + h % cardinality($3::int[])] || '/audio-bench.mp3',
    CASE WHEN i % 3 = 0 THEN 0 END, CASE WHEN i % 3 = 0 THEN 1 END, 30000000,
    (ARRAY['Apple Podcasts', 'Spotify', 'Overcast', 'Pocket Casts', 'Castro', 'Podcast Addict', 'YouTube Music', 'AntennaPod', 'Castbox', 'Podbean', 'Web browser', 'Other'])[1 + h / 7 % 12],
    h / 11 % 20 = 0, "at",
    CASE WHEN h / 13 % 10 = 0 THEN NULL ELSE (ARRAY['US', 'GB', 'AU', 'CA', 'NZ', 'DE', 'FR', 'NL', 'IE', 'IN', 'ZA', 'SE', 'NO', 'DK', 'ES', 'IT', 'BR', 'MX', 'JP', 'SG', 'PH', 'NG', 'KE', 'PL', 'BE', 'CH', 'AT', 'FI', 'PT', 'AR'])[1 + h / 17 % 30] END,
    CASE WHEN h / 19 % 20 = 0 THEN NULL ELSE (ARRAY['mobile', 'mobile', 'mobile', 'mobile', 'mobile', 'mobile', 'mobile', 'desktop', 'desktop', 'tablet'])[1 + h / 23 % 10] END,
    decode(md5('listener/' || listener), 'hex')
  FROM generate_series(1, $1::int) AS i,
    LATERAL (SELECT (i / 3)::bigint * 2654435761 % 4294967296 AS h, now() - make_interval(days => $2) + (i::float8 / $1) * make_interval(days => $2) AS "at") AS listening,
    LATERAL (SELECT (h % greatest(1, $1 / 30))::text AS listener) AS who`;
const ANALYZE = `ANALYZE "audio_requests"`;
const COUNT = `SELECT count(*)::bigint AS n FROM "audio_requests"`;
const EMPTY = `TRUNCATE "audio_requests", "audio_downloads_daily", "audio_download_days", "audio_downloads_daily_countries", "audio_downloads_daily_devices",
  "audio_download_totals", "audio_monthly_listeners", "audio_monthly_listener_counts" RESTART IDENTITY`;
const EPISODES = `SELECT coalesce(array_agg("id" ORDER BY "id"), '{}') AS ids FROM "episodes"`;

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** Loads the log through `query(sql, params)` unless it already holds exactly `rows` rows (--keep). */
async function load(label, query) {
  const [{ n }] = await query(COUNT);
  if (Number(n) === rows) {
    console.log(`  ${label}: ${rows.toLocaleString('en')} audio requests already loaded (--keep), reused`);
    return false;
  }
  const [{ ids }] = await query(EPISODES);
  if (!ids.length) throw new Error('no episodes: the API seeds its demo episodes on a first start');
  await query(EMPTY);
  const started = performance.now();
  await query(LOAD_ROWS, [rows, days, ids]);
  await query(ANALYZE);
  console.log(`  ${label}: ${rows.toLocaleString('en')} audio requests over ${days} days for ${ids.length} episodes inserted and analyzed in ${seconds(started)} s`);
  return true;
}

/** GET with node:http: the first read rolls up the whole log and may take minutes, past fetch's own timeouts. */
function get(url, cookie) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { cookie } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The dashboard read: the first after loading (the roll-up), `requests` times after the warm-up, and the answer. */
async function measure(url, loaded) {
  const cookie = await ownerSession(url);
  const target = new URL(`/api/admin/downloads?period=${encodeURIComponent(period)}`, url);
  const ask = async () => {
    const started = performance.now();
    const { status, text } = await get(target, cookie);
    if (status !== 200) throw new Error(`GET ${target.pathname}${target.search} answered ${status}: ${text.slice(0, 500)}`);
    return { ms: performance.now() - started, body: JSON.parse(text) };
  };
  const { ms: first } = await ask();
  for (let warmUp = 1; warmUp < WARM_UP_REQUESTS; warmUp += 1) await ask();
  const timings = [];
  let answer;
  for (let request = 0; request < requests; request += 1) {
    const { ms, body } = await ask();
    timings.push(ms);
    answer = body;
  }
  return { timings: timings.sort((a, b) => a - b), first, firstRolledUp: loaded, answer };
}

const ownerEnv = { ADMIN_PASSWORD: benchOwnerPassword, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1' };

const postgresUrl = args.find((a) => !a.startsWith('--')) ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
// With DATABASE_URL in production, the processes must share a secrets key.
const postgresEnv = { ...ownerEnv, SECRETS_KEY: 'bench-downloads-secrets-key-0123456789abcdef' };
const targets = [
  ...(only !== 'pglite'
    ? [['PostgreSQL', postgresUrl ? () => onPostgres(postgresUrl, { database: BENCH_DATABASE, env: postgresEnv, keep, load: (query) => load('PostgreSQL', query), measure }) : null]]
    : []),
  ...(only !== 'postgres' ? [['PGlite', () => onPglite({ dataDir: PGLITE_DATA_DIR, env: ownerEnv, keep, load: (query) => load('PGlite', query), measure })]] : []),
];
console.log(
  `Downloads dashboard over ${rows.toLocaleString('en')} logged audio requests in ${days} days: median of ${requests} GET /api/admin/downloads?period=${period} (budget ${budgetMs} ms)`,
);
console.log(`${machine()}\n`);
const { results, exitCode: failed } = await runTargets(targets);
let exitCode = failed;
console.log('');
for (const { label, timings, first, firstRolledUp, answer } of results) {
  const median = timings[Math.floor(timings.length / 2)];
  const [min, max] = [timings[0], timings.at(-1)];
  const within = median <= budgetMs;
  if (!within) exitCode = Math.max(exitCode, 1);
  const month = answer.monthlyUniqueListeners.at(-1);
  console.log(
    `${label.padEnd(10)} median ${median.toFixed(1).padStart(7)} ms (min ${min.toFixed(1)}, max ${max.toFixed(1)}; first request ${(first / 1000).toFixed(1)} s${firstRolledUp ? ', rolling up the log' : ''})  ${(median / budgetMs).toFixed(3)}× the budget  ${within ? 'OK' : 'OVER BUDGET'}` +
      `  [total ${answer.total}, ${answer.byEpisode.length} episodes, ${answer.byApp.length} apps, ${answer.countries.length} countries, ${answer.devices.length} devices, ${month?.month} listeners ${month?.listeners}]`,
  );
}
console.log(`\nload average at the end: ${os.loadavg()[0].toFixed(2)}`);
process.exit(exitCode);
