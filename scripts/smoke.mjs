// Boots the built API (services/api/dist/main.js) on whatever Node runs this script, with a fresh
// embedded database, and checks that it serves a page, the API and the feed; then stops it.
// CI runs it on the machine's Node 20 after the full `npm test` on Node 24: Node 20 keeps working
// while machines here still run it, without a second 13-minute test run.
//   node scripts/smoke.mjs        (after `npm run build`)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiMain = fileURLToPath(new URL('../services/api/dist/main.js', import.meta.url));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harmony-smoke-'));
const child = spawn(process.execPath, [apiMain], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

async function waitUntilReady(deadline) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API was not ready within 60 s');
}

/** Each path with the status and content type it must answer with, and a string its body must hold. */
const checks = [
  ['/', 200, 'text/html', '<div id="root">'],
  ['/api/episodes', 200, 'application/json', '"title"'],
  ['/api/blog-articles', 200, 'application/json', '"slug"'],
  ['/rss.xml', 200, 'xml', '<rss'],
  ['/api/episodes/%E0%A4%A', 400, 'application/problem+json', '"status":400'],
];

let failed = false;
try {
  await waitUntilReady(Date.now() + 60_000);
  for (const [pathname, status, type, needle] of checks) {
    const response = await fetch(base + pathname);
    const body = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    const ok = response.status === status && contentType.includes(type) && body.includes(needle);
    console.log(`${ok ? 'ok  ' : 'FAIL'} GET ${pathname} -> ${response.status} ${contentType}`);
    if (!ok) failed = true;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? `Smoke test failed on Node ${process.version}.` : `Smoke test passed on Node ${process.version}.`);
process.exit(failed ? 1 : 0);
