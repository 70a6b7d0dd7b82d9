import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// Issue 22 item 10: what a visitor was told is stored survives the process being killed (kill -9, a power
// cut, the OOM killer) the moment after it was told so. Page views are the stated exception: they wait up to
// 250 ms in memory to be written in batches (README, PAGE_VIEW_*), so they are not checked here.

const apiMain = fileURLToPath(new URL('../../services/api/dist/main.js', import.meta.url));
const OWNER_PASSWORD = 'crash-owner-password';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

interface Running {
  readonly url: string;
  readonly child: ChildProcess;
}

/** The built API as `npm start` runs it (embedded database), on `dataDir`, once it answers ready. */
async function start(dataDir: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [apiMain], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', REDIS_URL: '', ADMIN_PASSWORD: OWNER_PASSWORD, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO_CONTENT: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} before it was ready`);
    if (await fetch(`${url}/api/health/ready`).then((response) => response.ok, () => false)) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the API was not ready within 60 s');
}

/** SIGKILL: nothing the process would do on a shutdown (flushes, closing the database) runs. */
async function killHard({ child }: Running): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** The owner's list at `list`, read from a fresh start over the same data. */
async function ownerList(url: string, list: string): Promise<Record<string, unknown>[]> {
  const signIn = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password: OWNER_PASSWORD }) });
  expect(signIn.status).toBe(200);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  const response = await fetch(`${url}/api/admin/${list}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

const submissions = [
  { form: '/api/newsletter/subscribe', body: { email: 'after-the-crash@example.com' }, list: 'newsletter-subscribers', stored: { email: 'after-the-crash@example.com' } },
  {
    form: '/api/workshop/interest',
    body: { firstName: 'Kai', lastName: 'Crash', email: 'kai@example.com', phone: '', partnerName: '', interests: 'Budgeting after a power cut', newsletter: false },
    list: 'workshop-registrations',
    stored: { firstName: 'Kai', email: 'kai@example.com' },
  },
  { form: '/api/contact', body: { name: 'Sam', email: 'sam@example.com', subject: 'Still there?', message: 'Sent the moment before the crash.' }, list: 'contact-messages', stored: { name: 'Sam', subject: 'Still there?' } },
];

test('a signup, a registration and a message answered 2xx are there after kill -9 right after the answer', async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harmony-crash-'));
  let running: Running | null = null;
  try {
    for (const { form, body, list, stored } of submissions) {
      running = await start(dataDir);
      const answer = await fetch(`${running.url}${form}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      // Killed as soon as the answer is in: the next statement, before anything else is awaited.
      await killHard(running);
      expect(answer.status, `${form} answered ${answer.status}`).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(300);

      running = await start(dataDir);
      expect(await ownerList(running.url, list)).toEqual([expect.objectContaining(stored)]);
      await killHard(running);
      running = null;
    }
  } finally {
    if (running) await killHard(running);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
