// Shared by the bench scripts: a free loopback port, and the built API started on a temporary
// DATA_DIR (fresh database and media) until it answers /api/health.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiNodeFlags } from '../services/api/node-flags.mjs';

export const workspaceRoot = path.resolve(import.meta.dirname, '..');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} before it was healthy`);
    const healthy = await fetch(new URL('/api/health', url)).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no healthy answer from ${url}api/health within ${timeoutMs / 1000} s`);
}

/**
 * Starts services/api/dist/main.js; returns its base URL and a stop function that also removes its data.
 * With `dataDir` it runs on that folder instead, and leaves it in place (a bench that restarts the API on its data).
 * `pid` is the API process's own (a bench reading its memory in /proc).
 */
export async function startBuiltApp(env = {}, { dataDir: givenDataDir, cpu } = {}) {
  const main = path.join(workspaceRoot, 'services/api/dist/main.js');
  if (!existsSync(main)) throw new Error(`${path.relative(workspaceRoot, main)} is missing: run \`npm run build\` first, or pass a URL`);
  const port = await freePort();
  const dataDir = givenDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'harmony-bench-'));
  // `cpu`: the core the server runs on (taskset), so that a load generator on another core does not share it.
  const node = [process.execPath, ...apiNodeFlags, main];
  const [command, args] = cpu !== undefined && existsSync('/usr/bin/taskset') ? ['/usr/bin/taskset', ['-c', String(cpu), ...node]] : [node[0], node.slice(1)];
  const child = spawn(command, args, {
    cwd: workspaceRoot,
    // A production API on PostgreSQL needs a shared SECRETS_KEY: the benches' own, never a real one.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SECRETS_KEY: 'bench-secrets-key-0123456789abcdef-not-secret', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}/`;
  const stop = async () => {
    // A child ended by a signal has a signalCode and no exitCode.
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, pid: child.pid };
}

/**
 * The public pages both budgets cover, one of each kind (e2e/tests/site-links.spec.ts walks the same kinds);
 * `{slug}` is the newest article's slug, `{id}` the newest episode's id.
 */
export const publicPages = '/,/episodes,/episode/{id},/blog,/blog/{slug},/workshop,/contact,/privacy,/terms,/search,/how-we-count-downloads';

/** `--pages=` as paths, with `{slug}` and `{id}` filled in from the running API. */
export async function resolvePages(list, baseUrl) {
  const first = async (path, field) => (await (await fetch(new URL(path, baseUrl))).json())[0]?.[field];
  const slug = list.includes('{slug}') ? await first('/api/blog-articles', 'slug') : undefined;
  const id = list.includes('{id}') ? await first('/api/episodes', 'id') : undefined;
  return list
    .split(',')
    .map((path) => path.replace('{slug}', slug ?? 'no-articles').replace('{id}', String(id ?? 0)));
}

/** The owner's password the benches start the API with (ADMIN_PASSWORD), to read the back office. */
export const benchOwnerPassword = 'bench-owner-password';

/** Signs in as the owner; returns the session cookie (`harmony_session=…`) for back-office requests. */
export async function ownerSession(baseUrl, password = benchOwnerPassword) {
  const response = await fetch(new URL('/api/auth/login', baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('harmony_session='));
  if (!response.ok || !cookie) throw new Error(`signing in answered ${response.status}`);
  return cookie.split(';')[0];
}

/** CPU time in ns of all the process's threads (a thread's first schedstat field); a thread gone between reads is not missed: the runtime's threads live as long as the process. */
export function processCpuNs(pid) {
  let total = 0;
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return total;
}
