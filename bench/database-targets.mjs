// Shared by the dashboard benches (analytics-dashboard.mjs, downloads-dashboard.mjs):
// the built API on PostgreSQL and on PGlite, each with a large history loaded straight into its tables, then
// measured through HTTP.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startBuiltApp } from './built-app.mjs';

/** The loopback URL of a started app (Node's fetch resolves localhost to ::1 first). */
const local = (app) => app.url.replace('//localhost:', '//127.0.0.1:');

/**
 * On PostgreSQL: a database `database` created on the server of `adminUrl` (dropped first, unless `keep` and it
 * exists), the API started on it (its migrations make the tables), `load(query)` run through a client of its
 * own, then `measure(url, loaded)` against the API. Dropped at the end unless `keep`.
 */
export async function onPostgres(adminUrl, { database, env, keep, load, measure }) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount > 0;
  if (exists && !keep) await admin.query(`DROP DATABASE "${database}"`);
  if (!exists || !keep) await admin.query(`CREATE DATABASE "${database}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  let app;
  try {
    app = await startBuiltApp({ ...env, DATABASE_URL: url.href });
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    let loaded;
    try {
      loaded = await load(async (sql, params) => (await client.query(sql, params)).rows);
    } finally {
      await client.end();
    }
    return await measure(local(app), loaded);
  } finally {
    await app?.stop();
    if (!keep) await admin.query(`DROP DATABASE IF EXISTS "${database}"`);
    await admin.end();
  }
}

/**
 * On PGlite: the API's first start in `dataDir` makes the embedded database and its tables; `load(query)` then
 * writes into its files directly while the API is stopped (PGlite serves one session), and the API is started
 * on them again for `measure(url, loaded)`. The folder is removed at the end unless `keep`.
 */
export async function onPglite({ dataDir, env, keep, load, measure }) {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  try {
    if (!existsSync(path.join(dataDir, 'pglite'))) await (await startBuiltApp(env, { dataDir })).stop();
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    let loaded;
    try {
      loaded = await load(async (sql, params) => (await db.query(sql, params)).rows);
    } finally {
      await db.close();
    }
    const app = await startBuiltApp(env, { dataDir });
    try {
      return await measure(local(app), loaded);
    } finally {
      await app.stop();
    }
  } finally {
    if (keep) console.log(`  PGlite: data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each target's run in turn, a failure printed and the others still run; the results, and 2 when one failed. */
export async function runTargets(targets) {
  let exitCode = 0;
  const results = [];
  for (const [label, run] of targets) {
    if (!run) {
      console.log(`  ${label}: skipped (pass a postgres:// URL, or set TEST_DATABASE_URL)`);
      continue;
    }
    try {
      results.push({ label, ...(await run()) });
    } catch (error) {
      console.error(`  ${label}: ${error instanceof Error ? error.stack : error}`);
      exitCode = 2;
    }
  }
  return { results, exitCode };
}

/** The machine, as every bench prints it. */
export const machine = () => `Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}`;
