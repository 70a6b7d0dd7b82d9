import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// Issue 23 item 12: a SIGINT or SIGTERM sent to the npm process alone (a process manager, an IDE's stop
// button, `kill <pid>`), not to the terminal's whole process group as a Ctrl-C is, stops everything
// `npm start` started. Linux only: the process tree is read from /proc.
//
// Run by playwright.npm-start.config.ts, after the other journeys have ended (the e2e script runs the
// two configs one after the other): `npm start` builds whatever it does not know to be built (on a tree
// Nx built, all of it again, from Nx's cache), rewriting libs' dist/ that the other journeys' servers load.

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The parent pid of each running process, from /proc (the field after the parenthesised command name). */
function parentPids(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Ended while the folder was read.
    }
  }
  return parents;
}

/** `rootPid` and every process under it. */
function processTree(rootPid: number): number[] {
  const parents = parentPids();
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

/** False once the process has ended (a zombie waiting for a parent to read its status has ended too). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

const answers = (url: string) => fetch(`${url}/api/health`).then((response) => response.ok, () => false);

interface Started {
  readonly npm: ChildProcess;
  readonly url: string;
  /** npm and every process under it once the site is ready: `node scripts/start.mjs` and the API. */
  readonly processes: number[];
}

const OWNER_PASSWORD = 'npm-start-owner-password';

/**
 * `npm start` as a newcomer runs it, on `dataDir` and a port the system picks, once the site answers.
 * In a process group of its own, as a terminal starts it: what a Ctrl-C there signals.
 */
function npmStart(dataDir: string): Promise<Started> {
  return new Promise((resolve, reject) => {
    const npm = spawn('npm', ['start'], {
      cwd: workspaceRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', ADMIN_PASSWORD: OWNER_PASSWORD, SEED_DEMO_CONTENT: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const timer = setTimeout(() => {
      for (const pid of processTree(npm.pid!)) process.kill(pid, 'SIGKILL');
      reject(new Error(`npm start was not ready within 150 s:\n${output}`));
    }, 150_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const port = /Harmony is ready at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (!port) return;
      npm.stdout.off('data', read);
      clearTimeout(timer);
      resolve({ npm, url: `http://127.0.0.1:${port}`, processes: processTree(npm.pid!) });
    };
    npm.stdout.on('data', read);
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk));
    npm.on('exit', (code, signal) => reject(new Error(`npm start ended (${code ?? signal}) before the site was ready:\n${output}`)));
  });
}

// One at a time (the config has one worker): the first `npm start` may build, and two builds of one tree must not overlap.

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} to the npm process alone stops the site and every process npm start started`, async () => {
    // The first `npm start` of a tree built by Nx (CI's) runs the build once more, from Nx's cache.
    test.setTimeout(180_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harmony-npm-start-'));
    let started: Started | undefined;
    try {
      started = await npmStart(dataDir);
      expect(await answers(started.url)).toBe(true);
      expect(started.processes.length).toBeGreaterThanOrEqual(3);

      started.npm.kill(signal);

      await expect.poll(() => started!.processes.filter(isRunning), { timeout: 10_000 }).toEqual([]);
      expect(await answers(started.url)).toBe(false);
    } finally {
      for (const pid of started?.processes.filter(isRunning) ?? []) process.kill(pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

/** The page views the analytics dashboard counts over the last 30 days. */
async function pageViewsCounted(url: string): Promise<number> {
  const signIn = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password: OWNER_PASSWORD }) });
  expect(signIn.status).toBe(200);
  const analytics = await fetch(`${url}/api/admin/analytics`, { headers: { Cookie: (signIn.headers.get('set-cookie') ?? '').split(';')[0]! } });
  expect(analytics.status).toBe(200);
  return ((await analytics.json()) as { totalVisits: number }).totalVisits;
}

test('Ctrl-C (SIGINT to the whole process group, as the terminal sends it) stops everything, the API once and gracefully: a page view sent just before is kept', async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harmony-npm-start-'));
  const running: Started[] = [];
  try {
    const first = await npmStart(dataDir);
    running.push(first);
    const beacon = await fetch(`${first.url}/api/analytics/pageview`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36' },
      body: JSON.stringify({ pageUrl: '/episodes' }),
    });
    expect(beacon.status).toBe(204);

    // The view waits in memory (up to 250 ms) to be written: only a graceful stop writes it. npm, which
    // forwards what it receives, and `node scripts/start.mjs` both get this signal; the API must get it once.
    process.kill(-first.npm.pid!, 'SIGINT');
    await expect.poll(() => first.processes.filter(isRunning), { timeout: 10_000 }).toEqual([]);

    const second = await npmStart(dataDir);
    running.push(second);
    expect(await pageViewsCounted(second.url)).toBe(1);
    second.npm.kill('SIGTERM');
    await expect.poll(() => second.processes.filter(isRunning), { timeout: 10_000 }).toEqual([]);
  } finally {
    for (const pid of running.flatMap((started) => started.processes).filter(isRunning)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
