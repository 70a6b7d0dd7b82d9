#!/usr/bin/env node
// Issue 26's other budget: publishing adds ≤ 50 ms of API time to Publish Now (the work is in the job).
//
// The built API runs as in production (PostgreSQL, BullMQ on Redis, no worker: the jobs wait in the queue, so
// what is timed is the API's own part). One webhook account is connected through the API (its signed ping
// answered by a receiver in this process), N approved webhook posts are stored, and two requests are timed, one
// after the other, over posts of their own:
//   Publish Now    POST /api/social-media/{id}/publish   → 202 publishing (checks the connected account, queues
//                                                          the job social.publish-post)
//   Mark published PATCH /api/social-media/{id}/status   → 200 published (what Publish Now did before issue 26:
//                  {"status":"published"}                  the row changed, nothing sent)
// The added API time is Publish Now's median less Mark published's median (the p95s are printed too).
// Exits 1 over budget.
//
//   npm run build
//   node bench/publish-now.mjs [postgres://…]   PostgreSQL (the URL, else TEST_DATABASE_URL or DATABASE_URL: a database
//                                               harmony_bench_publish_now is made there, dropped after); Redis from
//                                               REDIS_URL or TEST_REDIS_URL (its database --redis-db, flushed)
// Options: --posts=300 (timed of each kind, after --warmup=30 of each) --budget=50 (ms)
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { benchOwnerPassword, ownerSession, startBuiltApp } from './built-app.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const timed = Number(option('posts') ?? 300);
const warmup = Number(option('warmup') ?? 30);
const budgetMs = Number(option('budget') ?? 50);
const redisDb = Number(option('redis-db') ?? 10);
const BENCH_DATABASE = 'harmony_bench_publish_now';

const adminUrl = args.find((a) => a.startsWith('postgres')) ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const redisBase = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
if (!adminUrl || !redisBase) {
  console.error('publish-now: needs PostgreSQL (a postgres:// argument, TEST_DATABASE_URL or DATABASE_URL) and Redis (REDIS_URL or TEST_REDIS_URL)');
  process.exit(2);
}
const redisUrl = Object.assign(new URL(redisBase), { pathname: `/${redisDb}` }).href;

/** The webhook's receiver: answers the connection's signed ping (the posts themselves stay in the queue). */
function startReceiver() {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}/hooks/harmony`, stop: () => new Promise((done) => server.close(done)) })));
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

let exitCode = 0;
const admin = new pg.Client({ connectionString: adminUrl });
const redis = new Redis(redisUrl);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harmony-bench-publish-now-'));
const closers = [];
try {
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${BENCH_DATABASE}"`);
  await admin.query(`CREATE DATABASE "${BENCH_DATABASE}"`);
  await redis.flushdb();
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${BENCH_DATABASE}` }).href;
  const receiver = await startReceiver();
  closers.push(receiver.stop);
  const app = await startBuiltApp(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: benchOwnerPassword,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SEED_DEMO_CONTENT: 'false',
      // Production with DATABASE_URL requires the key the stored credentials are encrypted under.
      DATA_DIR: dataDir,
    },
    { dataDir },
  );
  closers.push(app.stop);
  const base = app.url.replace('//localhost:', '//127.0.0.1:');
  const cookie = await ownerSession(base);
  const call = async (method, route, body) => {
    const started = performance.now();
    const response = await fetch(new URL(route, base), { method, headers: { cookie, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    const text = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
    return { ms, json: JSON.parse(text) };
  };
  await call('POST', '/api/admin/social-accounts', { platform: 'webhook', url: receiver.url, secret: 'bench-webhook-signing-secret' });

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  closers.push(() => db.end());
  const perKind = warmup + timed;
  const [{ id: episodeId }] = (await db.query(`INSERT INTO "episodes" ("number", "title", "description", "description_html", "duration") VALUES (26, 'Publishing That Tells the Truth', '', '', '30:00') RETURNING "id"`)).rows;
  const ids = (
    await db.query(
      `INSERT INTO "social_media_posts" ("episode_id", "content_type", "platform", "content", "status")
       SELECT $1, 'text', 'webhook', 'Post ' || n || ': money dates work when both of you bring one question.', 'approved' FROM generate_series(1, $2::int) AS n RETURNING "id"`,
      [episodeId, perKind * 2],
    )
  ).rows.map(({ id }) => id);

  console.log(`Publish Now: the built API on PostgreSQL and Redis (no worker), a connected webhook account, ${timed} timed requests of each kind after ${warmup} warm-up`);
  console.log(`Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}\n`);
  const publishNow = [];
  const markPublished = [];
  // Alternated, so that a slow moment of the machine falls on both kinds alike.
  for (let index = 0; index < perKind; index += 1) {
    const published = await call('POST', `/api/social-media/${ids[index * 2]}/publish`);
    if (published.json.publishing !== true) throw new Error(`Publish Now answered a post not publishing: ${JSON.stringify(published.json)}`);
    const marked = await call('PATCH', `/api/social-media/${ids[index * 2 + 1]}/status`, { status: 'published' });
    if (index >= warmup) {
      publishNow.push(published.ms);
      markPublished.push(marked.ms);
    }
  }
  const now = summary(publishNow);
  const before = summary(markPublished);
  const added = now.median - before.median;
  console.log(`  Publish Now      median ${now.median.toFixed(1)} ms, p95 ${now.p95.toFixed(1)} ms (202, the job queued)`);
  console.log(`  Mark published   median ${before.median.toFixed(1)} ms, p95 ${before.p95.toFixed(1)} ms (the row only, as before)`);
  console.log(`  added API time   ${added.toFixed(1)} ms at the median, ${(now.p95 - before.p95).toFixed(1)} ms at p95 (budget ${budgetMs} ms)`);
  if (added > budgetMs) {
    console.error('publish-now: over budget');
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const close of closers.reverse()) await close().catch(() => {});
  await redis.flushdb().catch(() => {});
  redis.disconnect();
  await admin.query(`DROP DATABASE IF EXISTS "${BENCH_DATABASE}"`).catch(() => {});
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
