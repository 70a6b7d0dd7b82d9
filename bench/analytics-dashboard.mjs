#!/usr/bin/env node
// How long the analytics dashboard's read (GET /api/admin/analytics) takes over a large history: it
// loads ROWS page views spread evenly over DAYS days up to now into the raw table (every field ingestion keeps:
// visitor hash, source, medium, campaign, referrer kind, device, browser, OS, country) and the rollups ingestion
// keeps as it records (computed from the rows with the SQL below), then asks the built API for the dashboard
// over 30 days and over 12 months, REQUESTS times each, signed in, one request at a time, and prints the medians.
// The very first request reads 12 months: it sums every complete day up (the visit and breakdown rollups the
// API makes once a day is complete, issue 27) and is printed apart, as the one-off cost after an upgrade.
// Ten requests warm each read up first (PGlite's WebAssembly compiles its hot paths on first use): the budget is
// on a running server, which the owner's 60-second refresh keeps warm. Filtered reads (from the raw rows) are
// measured and printed too, without a budget: the refresh of one (device:mobile over 30 days, asked again, as the
// dashboard does every minute: the complete days' sums are kept) and first clicks (a country not asked before,
// a different one each request, warmed up on 7 days).
// Budgets (issue 27): medians ≤ 150 ms for 30 days and ≤ 300 ms for 12 months, 10 million page views over 12
// months, on PostgreSQL and on PGlite. Exits 1 over budget.
//
//   node bench/analytics-dashboard.mjs [postgres://…]   PostgreSQL (the URL, else TEST_DATABASE_URL or DATABASE_URL: a
//                                                        database harmony_bench_analytics is created there) and PGlite
// Options: --rows=10000000 --days=365 --requests=20 --budget-30d=150 --budget-12mo=300 --only=postgres|pglite
//          --keep   keep the loaded data (Postgres: the database; PGlite: the DATA_DIR printed) and reuse it next time
import os from 'node:os';
import path from 'node:path';
import { benchOwnerPassword, ownerSession } from './built-app.mjs';
import { machine, onPglite, onPostgres, runTargets } from './database-targets.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const rows = Number(option('rows') ?? 10_000_000);
const days = Number(option('days') ?? 365);
const requests = Number(option('requests') ?? 20);
const COUNTRIES = ['AU', 'US', 'GB', 'NZ', 'CA', 'IE', 'DE', 'FR', 'NL', 'SE', 'NO', 'DK', 'FI', 'ES', 'IT', 'PT', 'JP', 'SG', 'IN', 'ZA', 'BR', 'MX', 'AR', 'CH', 'AT'];
const WARM_UP_REQUESTS = 10;
// `query(request)`: request 0 is the first warm-up one, WARM_UP_REQUESTS the first measured.
const READS = [
  { name: '30 days', query: () => '?period=30d', budgetMs: Number(option('budget-30d') ?? 150) },
  { name: '12 months', query: () => '?period=12mo', budgetMs: Number(option('budget-12mo') ?? 300) },
  { name: 'filtered, refresh', query: () => '?period=30d&filter=device:mobile', budgetMs: null },
  {
    name: 'filtered, 1st click',
    query: (request) =>
      request < WARM_UP_REQUESTS ? `?period=7d&filter=country:${COUNTRIES[request % COUNTRIES.length]}` : `?period=30d&filter=country:${COUNTRIES[(request - WARM_UP_REQUESTS) % COUNTRIES.length]}`,
    budgetMs: null,
    // Past every country, a click would be a refresh.
    most: COUNTRIES.length,
  },
];
const only = option('only');
const keep = args.includes('--keep');
const BENCH_DATABASE = 'harmony_bench_analytics';
const PGLITE_DATA_DIR = path.join(os.tmpdir(), 'harmony-bench-analytics-pglite');

if (![rows, days, requests, ...READS.flatMap((read) => (read.budgetMs === null ? [] : [read.budgetMs]))].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('analytics-dashboard: --rows, --days, --requests and the budgets take positive whole numbers');
  process.exit(2);
}

// Deterministic pseudo-random choices from the row number (Knuth's multiplicative hash), so every run
// loads the same history: most visits on the home page, the episode list and 40 episodes, the rest on
// 20 articles; half of them direct, the rest from a few big sites and a long tail of 30 small ones; one in ten
// tagged by a newsletter campaign; phones for 60 %, 25 countries. Three consecutive rows are one visitor's (a
// visit of three pages, seconds apart at this rate). Timestamps are spread evenly up to now, in id order, as
// they arrive.
const LOAD_ROWS = `
  INSERT INTO "analytics" ("page_url", "referrer", "timestamp", "visitor_hash", "source", "medium", "campaign", "referrer_kind", "device", "browser", "os", "country")
  SELECT "page_url", "referrer", "timestamp", "visitor_hash",
    CASE WHEN "tagged" THEN 'newsletter' ELSE "referrer" END, CASE WHEN "tagged" THEN 'email' END, CASE WHEN "tagged" THEN 'issue-' || (h / 70 % 12 + 1) END,
    CASE WHEN "referrer" IS NULL THEN 'direct' WHEN "referrer" = 'google.com' THEN 'search' WHEN "referrer" LIKE 'site-%' THEN 'other' ELSE 'social' END,
    "device", CASE WHEN "device" = 'desktop' THEN (ARRAY['Chrome', 'Firefox', 'Safari', 'Edge'])[h / 31 % 4 + 1] ELSE (ARRAY['Mobile Safari', 'Chrome'])[h / 31 % 2 + 1] END,
    CASE WHEN "device" = 'desktop' THEN (ARRAY['Windows', 'macOS', 'Linux'])[h / 37 % 3 + 1] ELSE (ARRAY['iOS', 'Android'])[h / 37 % 2 + 1] END,
    (ARRAY[${COUNTRIES.map((country) => `'${country}'`).join(', ')}])[h / 41 % ${COUNTRIES.length} + 1]
  FROM (
    SELECT h, h / 7 % 10 = 0 AS "tagged",
      CASE WHEN h % 10 < 3 THEN '/' WHEN h % 10 < 5 THEN '/episodes' WHEN h % 10 < 8 THEN '/episode/' || (h / 10 % 40 + 1) ELSE '/blog/article-' || (h / 10 % 20 + 1) END AS "page_url",
      CASE WHEN h / 400 % 10 < 5 THEN NULL WHEN h / 400 % 10 < 7 THEN 'google.com' WHEN h / 400 % 10 = 7 THEN 'facebook.com' WHEN h / 400 % 10 = 8 THEN 'instagram.com'
           ELSE 'site-' || (h / 4000 % 30 + 1) || '.example' END AS "referrer",
      now() - make_interval(days => $2) + (i::float8 / $1) * make_interval(days => $2) AS "timestamp",
      decode(md5((i / 3)::text), 'hex') AS "visitor_hash",
      CASE WHEN h / 13 % 10 < 6 THEN 'mobile' WHEN h / 13 % 10 < 9 THEN 'desktop' ELSE 'tablet' END AS "device"
    FROM generate_series(1, $1::int) AS i, LATERAL (SELECT (i::bigint * 2654435761) % 4294967296 AS h) AS hash
  ) AS generated`;
// The rollups as ingestion keeps them as it records (UTC days, the default ANALYTICS_TIME_ZONE). The visit and
// breakdown rollups are the API's own to make (see above).
const ROLLUPS = [
  `INSERT INTO "analytics_daily" ("day", "visits", "unique_visitors")
   SELECT ("timestamp" AT TIME ZONE 'UTC')::date, count(*), count(DISTINCT "visitor_hash") FROM "analytics" GROUP BY 1`,
  `INSERT INTO "analytics_daily_pages" ("day", "page_url", "visits")
   SELECT ("timestamp" AT TIME ZONE 'UTC')::date, "page_url", count(*) FROM "analytics" GROUP BY 1, 2`,
  `INSERT INTO "analytics_daily_referrers" ("day", "referrer", "visits")
   SELECT ("timestamp" AT TIME ZONE 'UTC')::date, coalesce("referrer", ''), count(*) FROM "analytics" GROUP BY 1, 2`,
];
const ANALYZE = `ANALYZE "analytics", "analytics_daily", "analytics_daily_pages", "analytics_daily_referrers"`;
const COUNT = `SELECT count(*)::bigint AS n FROM "analytics"`;
const EMPTY = `TRUNCATE "analytics", "analytics_daily", "analytics_daily_pages", "analytics_daily_referrers", "analytics_daily_visitors", "analytics_visit_days", "analytics_daily_breakdowns" RESTART IDENTITY`;

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
  for (const statement of ROLLUPS) await query(statement);
  await query(ANALYZE);
  console.log(`  ${label}: rollups computed and analyzed in ${seconds(started)} s`);
}

/** Each read `requests` times after its warm-up: latencies in ms, sorted, and the last answer; and the very first request's time. */
async function measure(url) {
  const cookie = await ownerSession(url);
  const ask = async (query) => {
    const started = performance.now();
    const response = await fetch(new URL(`/api/admin/analytics${query}`, url), { headers: { cookie } });
    const body = await response.json();
    if (!response.ok) throw new Error(`GET /api/admin/analytics${query} answered ${response.status}: ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  };
  // The first read of 12 months sums every complete day of the history up.
  const { ms: cold } = await ask('?period=12mo');
  const reads = [];
  for (const read of READS) {
    // The first ask of a read is its cold cost (a filtered read sums its complete days then).
    const { ms: firstAsk } = await ask(read.query(0));
    for (let warmUp = 1; warmUp < WARM_UP_REQUESTS; warmUp += 1) await ask(read.query(warmUp));
    const timings = [];
    let answer;
    for (let request = 0; request < Math.min(requests, read.most ?? requests); request += 1) {
      const { ms, body } = await ask(read.query(WARM_UP_REQUESTS + request));
      timings.push(ms);
      answer = body;
    }
    reads.push({ ...read, firstAsk, timings: timings.sort((a, b) => a - b), answer });
  }
  return { cold, reads };
}

const ownerEnv = { ADMIN_PASSWORD: benchOwnerPassword, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1' };

const postgresUrl = args.find((a) => !a.startsWith('--')) ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const targets = [
  ...(only !== 'pglite'
    ? [['PostgreSQL', postgresUrl ? () => onPostgres(postgresUrl, { database: BENCH_DATABASE, env: ownerEnv, keep, load: (query) => load('PostgreSQL', query), measure }) : null]]
    : []),
  ...(only !== 'postgres' ? [['PGlite', () => onPglite({ dataDir: PGLITE_DATA_DIR, env: ownerEnv, keep, load: (query) => load('PGlite', query), measure })]] : []),
];
console.log(`Analytics dashboard over ${rows.toLocaleString('en')} page views in ${days} days: median of ${requests} GET /api/admin/analytics each, ${READS.map((read) => `${read.name} (${read.budgetMs === null ? 'no budget' : `budget ${read.budgetMs} ms`})`).join(', ')}`);
console.log(`${machine()}\n`);
const { results, exitCode: failed } = await runTargets(targets);
let exitCode = failed;
console.log('');
for (const { label, cold, reads } of results) {
  console.log(`${label}: first request (12 months, summing every complete day up) ${(cold / 1000).toFixed(1)} s`);
  for (const { name, budgetMs, firstAsk, timings, answer } of reads) {
    const median = timings[Math.floor(timings.length / 2)];
    const within = budgetMs === null || median <= budgetMs;
    if (!within) exitCode = Math.max(exitCode, 1);
    const verdict = budgetMs === null ? 'no budget' : `${(median / budgetMs).toFixed(3)}× the budget  ${within ? 'OK' : 'OVER BUDGET'}`;
    const { traffic } = answer;
    console.log(
      `  ${name.padEnd(20)} median ${median.toFixed(1).padStart(7)} ms (min ${timings[0].toFixed(1)}, max ${timings[timings.length - 1].toFixed(1)}; first ask ${firstAsk.toFixed(0)})  ${verdict}` +
        `  [${answer.totalVisits} page views, ${answer.uniqueVisitors} visitors, ${traffic.visits} visits, bounce ${(traffic.bounceRate * 100).toFixed(0)} %, top page ${answer.topPages[0]?.pageUrl}, top country ${traffic.breakdowns.countries[0]?.value}, ${answer.recentActivity.length} recent]`,
    );
  }
}
console.log(`\nload average at the end: ${os.loadavg()[0].toFixed(2)}`);
process.exit(exitCode);
