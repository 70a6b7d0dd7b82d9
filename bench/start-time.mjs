// How long `npm start` takes, on an already-built tree, to serve the site (embedded database included).
// Budget: 5 s. Measured from spawning `npm start` until GET /api/health/ready answers 200, for a
// first start (empty DATA_DIR: database created, migrated, demo content seeded) and a warm start.
// A baseline from the same run (a bare Node HTTP server started the same way) shows what is Node's own cost.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, workspaceRoot as root } from './built-app.mjs';

const budgetMs = Number(process.argv.find((arg) => arg.startsWith('--budget='))?.split('=')[1] ?? 5000);

async function timeUntilServing(command, args, env, url) {
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error(`${url} did not answer within 60 s`);
      const ok = await fetch(url).then((response) => response.ok, () => false);
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harmony-bench-'));
try {
  const baselinePort = await freePort();
  const baseline = await timeUntilServing(
    'node',
    ['-e', `require('http').createServer((q,s)=>s.end('ok')).listen(${baselinePort})`],
    {},
    `http://127.0.0.1:${baselinePort}/`,
  );
  const rows = [['bare Node HTTP server (baseline)', baseline]];
  for (const label of ['npm start, first start (empty DATA_DIR)', 'npm start, warm start (existing data)']) {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' };
    rows.push([label, await timeUntilServing('npm', ['start'], env, `http://127.0.0.1:${port}/api/health/ready`)]);
  }
  for (const [label, ms] of rows) console.log(`${label.padEnd(42)} ${(ms / 1000).toFixed(2)} s  (x${(ms / baseline).toFixed(1)} baseline)`);
  const warm = rows[2][1];
  console.log(`\nwarm start ${(warm / 1000).toFixed(2)} s against a budget of ${(budgetMs / 1000).toFixed(1)} s: ${warm <= budgetMs ? 'within budget' : 'OVER BUDGET'}`);
  process.exitCode = warm <= budgetMs ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
