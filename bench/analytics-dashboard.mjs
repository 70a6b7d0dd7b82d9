#!/usr/bin/env node
// How long the analytics dashboard's read (GET /api/admin/analytics) takes over a large history: it
// loads ROWS page views spread evenly over DAYS days into the raw table and the daily rollups (the
// rollups computed from the rows with the SQL below, as ingestion would have kept them), then asks the
// built API for the dashboard REQUESTS times, signed in, one request at a time, and prints the median.
// Ten requests warm the API up first (PGlite's WebAssembly compiles its hot paths on first use: the
// first request is printed apart): the budget is on a running server, which the owner's 60-second
// refresh keeps warm.
// Budget (issue 9): median ≤ 150 ms with 10 million rows over 90 days, on PostgreSQL and on PGlite.
// Exits 1 over budget.
//
//   node bench/analytics-dashboard.mjs [postgres://…]   PostgreSQL (the URL, else TEST_DATABASE_URL or DATABASE_URL: a
//                                                        database harmony_bench_analytics is created there) and PGlite
// Options: --rows=10000000 --days=90 --requests=20 --budget=150 --only=postgres|pglite
//          --keep   keep the loaded data (Postgres: the database; PGlite: the DATA_DIR printed) and reuse it next time
import { mkdirSync, existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { benchOwnerPassword, ownerSession, startBuiltApp } from './built-app.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const rows = Number(option('rows') ?? 10_000_000);
const days = Number(option('days') ?? 90);
const requests = Number(option('requests') ?? 20);
const budgetMs = Number(option('budget') ?? 150);
const only = option('only');
const keep = args.includes('--keep');
const BENCH_DATABASE = 'harmony_bench_analytics';
const PGLITE_DATA_DIR = path.join(os.tmpdir(), 'harmony-bench-analytics-pglite');
const WARM_UP_REQUESTS = 10;

if (![rows, days, requests, budgetMs].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('analytics-dashboard: --rows, --days, --requests and --budget take positive whole numbers');
  process.exit(2);
}

// Deterministic pseudo-random choices from the row number (Knuth's multiplicative hash), so every run
// loads the same history: most visits on the home page, the episode list and 40 episodes, the rest on
// 20 articles; half of them direct, the rest from a few big sites and a long tail of 30 small ones; a
// third as many visitors a day as page views. Timestamps are spread evenly up to now, in id order, as
// they arrive.
const LOAD_ROWS = `
  INSERT INTO "analytics" ("page_url", "referrer", "timestamp")
  SELECT
    CASE WHEN h % 10 < 3 THEN '/' WHEN h % 10 < 5 THEN '/episodes' WHEN h % 10 < 8 THEN '/episode/' || (h / 10 % 40 + 1) ELSE '/blog/article-' || (h / 10 % 20 + 1) END,
    CASE WHEN h / 400 % 10 < 5 THEN NULL WHEN h / 400 % 10 < 7 THEN 'google.com' WHEN h / 400 % 10 = 7 THEN 'facebook.com' WHEN h / 400 % 10 = 8 THEN 'instagram.com'
         ELSE 'site-' || (h / 4000 % 30 + 1) || '.example' END,
    now() - make_interval(days => $2) + (i::float8 / $1) * make_interval(days => $2)
  FROM generate_series(1, $1::int) AS i, LATERAL (SELECT (i::bigint * 2654435761) % 4294967296 AS h) AS hash`;
// The rollups as ingestion keeps them (UTC days, the default ANALYTICS_TIME_ZONE). A row's visitor is a
// function of its id, `visitorsPerDay` of them a day.
const ROLLUPS = [
  `INSERT INTO "analytics_daily" ("day", "visits", "unique_visitors")
   SELECT "day", count(*), count(DISTINCT "visitor") FROM (
     SELECT ("timestamp" AT TIME ZONE 'UTC')::date AS "day", ("id" * 48271) % $1 AS "visitor" FROM "analytics"
   ) AS v GROUP BY "day"`,
  `INSERT INTO "analytics_daily_pages" ("day", "page_url", "visits")
   SELECT ("timestamp" AT TIME ZONE 'UTC')::date, "page_url", count(*) FROM "analytics" GROUP BY 1, 2`,
  `INSERT INTO "analytics_daily_referrers" ("day", "referrer", "visits")
   SELECT ("timestamp" AT TIME ZONE 'UTC')::date, coalesce("referrer", ''), count(*) FROM "analytics" GROUP BY 1, 2`,
];
const ANALYZE = `ANALYZE "analytics", "analytics_daily", "analytics_daily_pages", "analytics_daily_referrers"`;
const COUNT = `SELECT count(*)::bigint AS n FROM "analytics"`;
const EMPTY = `TRUNCATE "analytics", "analytics_daily", "analytics_daily_pages", "analytics_daily_referrers", "analytics_daily_visitors" RESTART IDENTITY`;

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** Loads the history through `query(sql, params)` unless it already holds exactly `rows` rows (--keep). */
async function load(label, query) {
  const [{ n }] = await query(COUNT);
  if (Number(n) === rows) {
    console.log(`  ${label}: ${rows.toLocaleString('en')} rows already loaded (--keep), reused`);
    return;
  }
  await query(EMPTY);
  let started = performance.now();
  await query(LOAD_ROWS, [rows, days]);
  console.log(`  ${label}: ${rows.toLocaleString('en')} rows over ${days} days inserted in ${seconds(started)} s`);
  started = performance.now();
  for (const statement of ROLLUPS) await query(statement, statement.includes('$1') ? [Math.max(1, Math.round(rows / days / 3))] : []);
  await query(ANALYZE);
  console.log(`  ${label}: rollups computed and analyzed in ${seconds(started)} s`);
}

/** The dashboard read, `requests` times after the warm-up: each latency in ms, the first (cold) one's, and the answer. */
async function measure(url) {
  const cookie = await ownerSession(url);
  const ask = async () => {
    const started = performance.now();
    const response = await fetch(new URL('/api/admin/analytics', url), { headers: { cookie } });
    const body = await response.json();
    if (!response.ok) throw new Error(`GET /api/admin/analytics answered ${response.status}: ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  };
  const { ms: cold } = await ask();
  for (let warmUp = 1; warmUp < WARM_UP_REQUESTS; warmUp += 1) await ask();
  const timings = [];
  let answer;
  for (let request = 0; request < requests; request += 1) {
    const { ms, body } = await ask();
    timings.push(ms);
    answer = body;
  }
  return { timings: timings.sort((a, b) => a - b), cold, answer };
}

const ownerEnv = { ADMIN_PASSWORD: benchOwnerPassword, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1' };

async function onPostgres(adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DATABASE])).rowCount > 0;
  if (exists && !keep) await admin.query(`DROP DATABASE "${BENCH_DATABASE}"`);
  if (!exists || !keep) await admin.query(`CREATE DATABASE "${BENCH_DATABASE}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  let app;
  try {
    // The API creates the tables (its migrations) on start.
    app = await startBuiltApp({ ...ownerEnv, DATABASE_URL: url.href });
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    try {
      await load('PostgreSQL', async (sql, params) => (await client.query(sql, params)).rows);
    } finally {
      await client.end();
    }
    return await measure(app.url.replace('//localhost:', '//127.0.0.1:'));
  } finally {
    await app?.stop();
    if (!keep) await admin.query(`DROP DATABASE IF EXISTS "${BENCH_DATABASE}"`);
    await admin.end();
  }
}

async function onPglite() {
  if (!keep) rmSync(PGLITE_DATA_DIR, { recursive: true, force: true });
  mkdirSync(PGLITE_DATA_DIR, { recursive: true });
  try {
    // A first start creates the embedded database and its tables; the history is then loaded into its
    // files directly (PGlite serves one session: the API must not be running meanwhile).
    if (!existsSync(path.join(PGLITE_DATA_DIR, 'pglite'))) await (await startBuiltApp(ownerEnv, { dataDir: PGLITE_DATA_DIR })).stop();
    const db = await PGlite.create(path.join(PGLITE_DATA_DIR, 'pglite'));
    try {
      await load('PGlite', async (sql, params) => (await db.query(sql, params)).rows);
    } finally {
      await db.close();
    }
    const app = await startBuiltApp(ownerEnv, { dataDir: PGLITE_DATA_DIR });
    try {
      return await measure(app.url.replace('//localhost:', '//127.0.0.1:'));
    } finally {
      await app.stop();
    }
  } finally {
    if (keep) console.log(`  PGlite: data kept in ${PGLITE_DATA_DIR}`);
    else rmSync(PGLITE_DATA_DIR, { recursive: true, force: true });
  }
}

const postgresUrl = args.find((a) => !a.startsWith('--')) ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const targets = [
  ...(only !== 'pglite' ? [['PostgreSQL', postgresUrl ? () => onPostgres(postgresUrl) : null]] : []),
  ...(only !== 'postgres' ? [['PGlite', onPglite]] : []),
];
console.log(`Analytics dashboard over ${rows.toLocaleString('en')} page views in ${days} days: median of ${requests} GET /api/admin/analytics (budget ${budgetMs} ms)`);
console.log(`Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}\n`);
let exitCode = 0;
const results = [];
for (const [label, run] of targets) {
  if (!run) {
    console.log(`  ${label}: skipped (pass a postgres:// URL, or set TEST_DATABASE_URL)`);
    continue;
  }
  try {
    const { timings, cold, answer } = await run();
    const median = timings[Math.floor(timings.length / 2)];
    results.push({ label, median, min: timings[0], max: timings[timings.length - 1], cold, answer });
  } catch (error) {
    console.error(`  ${label}: ${error instanceof Error ? error.stack : error}`);
    exitCode = 2;
  }
}
console.log('');
for (const { label, median, min, max, cold, answer } of results) {
  const within = median <= budgetMs;
  if (!within) exitCode = Math.max(exitCode, 1);
  console.log(
    `${label.padEnd(10)} median ${median.toFixed(1).padStart(7)} ms (min ${min.toFixed(1)}, max ${max.toFixed(1)}, first request ${cold.toFixed(1)})  ${(median / budgetMs).toFixed(3)}× the budget  ${within ? 'OK' : 'OVER BUDGET'}` +
      `  [totalVisits ${answer.totalVisits}, uniqueVisitors ${answer.uniqueVisitors}, top page ${answer.topPages[0]?.pageUrl} ${answer.topPages[0]?.visits}, ${answer.recentActivity.length} recent]`,
  );
}
console.log(`\nload average at the end: ${os.loadavg()[0].toFixed(2)}`);
process.exit(exitCode);
