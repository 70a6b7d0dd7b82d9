#!/usr/bin/env node
// The owner's subscriber search at scale: `GET /api/admin/newsletter-subscribers?q=…` over ROWS subscribers
// (seeded with generate_series: first.last{n}@one of a few domains, statuses mixed), through the built API
// on PostgreSQL, over HTTP with the owner's session. It measures the median and p95 of REQUESTS searches,
// each a different term (a name fragment, a whole address, a number, a domain part), after a warm-up.
// Budget (issue 25): median ≤ 100 ms at 1 000 000 subscribers. Exits 1 over it.
//
//   npm run build   # the API
//   node bench/subscriber-search.mjs [postgres://…]   (else TEST_DATABASE_URL or DATABASE_URL: a database
//                                                      harmony_bench_search is made there, dropped after)
// Options: --rows=1000000 --requests=50 --budget=100
import os from 'node:os';
import pg from 'pg';
import { benchOwnerPassword, ownerSession, startBuiltApp } from './built-app.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const rows = Number(option('rows') ?? 1_000_000);
const requests = Number(option('requests') ?? 50);
const budgetMs = Number(option('budget') ?? 100);
const BENCH_DATABASE = 'harmony_bench_search';

const adminUrl = args.find((a) => a.startsWith('postgres')) ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('subscriber-search: needs PostgreSQL (a postgres:// argument, TEST_DATABASE_URL or DATABASE_URL)');
  process.exit(2);
}

const FIRST = ['anna', 'ben', 'carla', 'david', 'elena', 'farid', 'greta', 'hugo', 'ines', 'jonas', 'kira', 'luca', 'mona', 'nils', 'olga', 'paul'];
const LAST = ['smith', 'garcia', 'nguyen', 'mueller', 'rossi', 'dubois', 'kowalski', 'tanaka', 'silva', 'jensen', 'novak', 'ahmed'];
const DOMAINS = ['example.com', 'mail.example', 'inbox.example.org', 'post.example.net'];

let exitCode = 0;
const admin = new pg.Client({ connectionString: adminUrl });
let app;
try {
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${BENCH_DATABASE}"`);
  await admin.query(`CREATE DATABASE "${BENCH_DATABASE}"`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${BENCH_DATABASE}` }).href;
  app = await startBuiltApp({ NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ADMIN_PASSWORD: benchOwnerPassword, DATABASE_URL: databaseUrl, SEED_DEMO_CONTENT: 'false' });
  const base = app.url.replace('//localhost:', '//127.0.0.1:');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const seeding = performance.now();
  await db.query(
    `INSERT INTO "newsletter_subscriptions" ("email", "status", "confirmed_at", "subscribed_at")
     SELECT ($2::text[])[1 + g % 16] || '.' || ($3::text[])[1 + (g / 16) % 12] || g || '@' || ($4::text[])[1 + (g / 7) % 4],
            (ARRAY['active', 'active', 'active', 'pending', 'unsubscribed', 'bounced'])[1 + g % 6], now(), now() - g * interval '1 second'
     FROM generate_series(1, $1::int) AS g`,
    [rows, FIRST, LAST, DOMAINS],
  );
  await db.query('ANALYZE "newsletter_subscriptions"');
  console.log(`Subscriber search: ${rows.toLocaleString('en')} subscribers seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; the built API on PostgreSQL`);
  console.log(`Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}\n`);

  const cookie = await ownerSession(base);
  // Terms an owner types: a whole address, a rare number, a name, a name with a number, a status filter too.
  const terms = Array.from({ length: requests }, (_, n) => {
    const g = 1 + ((n * 7919 * 97) % rows);
    const address = `${FIRST[g % 16]}.${LAST[Math.floor(g / 16) % 12]}${g}@${DOMAINS[Math.floor(g / 7) % 4]}`;
    return [address, `${g}@`, `${LAST[n % 12]}${g}`, `${FIRST[n % 16]}.${LAST[(n + 3) % 12]}`, `nomatch-${n}`][n % 5];
  });
  const search = async (q, extra = '') => {
    const started = performance.now();
    const response = await fetch(new URL(`/api/admin/newsletter-subscribers?q=${encodeURIComponent(q)}${extra}`, base), { headers: { cookie } });
    if (!response.ok) throw new Error(`?q=${q} answered ${response.status}: ${await response.text()}`);
    await response.json();
    return performance.now() - started;
  };
  for (const q of terms.slice(0, 5)) await search(q);
  const times = [];
  for (const [n, q] of terms.entries()) times.push(await search(q, n % 2 ? '&status=active' : ''));
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))];
  console.log(`?q=…: ${times.length} searches, median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, slowest ${times.at(-1).toFixed(1)} ms`);
  console.log(`load average at the end: ${os.loadavg()[0].toFixed(2)}`);
  if (!(median <= budgetMs)) (console.error(`FAIL: median ${median.toFixed(1)} ms, over ${budgetMs} ms`), (exitCode = 1));
  else console.log('\nsubscriber-search: within budget');
  await db.end();
} catch (error) {
  console.error(`subscriber-search: ${error instanceof Error ? error.stack : error}`);
  exitCode = 2;
} finally {
  await app?.stop();
  await admin.query(`DROP DATABASE IF EXISTS "${BENCH_DATABASE}"`).catch(() => {});
  await admin.end();
}
process.exit(exitCode);
