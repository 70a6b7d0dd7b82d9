import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const apiMain = fileURLToPath(new URL('../../services/api/dist/main.js', import.meta.url));

/** Runs the built API with an environment and returns how it ended. */
function boot(environment: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [apiMain], { env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...environment }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

test('a malformed environment variable stops the process with its name', async () => {
  const { code, stderr } = await boot({ PORT: 'not-a-port' });
  expect(code).toBe(1);
  expect(stderr).toContain('Invalid environment variable PORT');
  expect(stderr).not.toMatch(/\n\s+at /);
});

test("a malformed variable of a context's own config stops the process with its name", async () => {
  const { code, stderr } = await boot({ FORM_RATE_LIMIT: 'many', PORT: '0' });
  expect(code).toBe(1);
  expect(stderr).toContain('Invalid environment variable FORM_RATE_LIMIT: expected a number of submissions (got "many")');
  expect(stderr).not.toMatch(/\n\s+at /);
});

test('an unreachable DATABASE_URL stops the process with one clear message', async () => {
  const started = Date.now();
  const { code, stderr } = await boot({ DATABASE_URL: 'postgres://harmony:secret@127.0.0.1:1/harmony', PORT: '0' });
  expect(code).toBe(1);
  expect(stderr).toContain('Cannot connect to the database at postgres://harmony@127.0.0.1:1/harmony');
  expect(stderr).not.toContain('secret');
  expect(stderr).not.toMatch(/\n\s+at /);
  expect(Date.now() - started).toBeLessThan(15_000);
});

test('production on its own database without ADMIN_PASSWORD stops the process, naming it before the database is tried', async () => {
  // Nothing listens on port 1: the configuration is read first, so the password is what the message names.
  const { code, stderr } = await boot({ NODE_ENV: 'production', DATABASE_URL: 'postgres://harmony@127.0.0.1:1/harmony', ADMIN_PASSWORD: '', SECRETS_KEY: 'k'.repeat(32), PORT: '0' });
  expect(code).toBe(1);
  expect(stderr).toContain('Invalid environment variable ADMIN_PASSWORD: missing');
  expect(stderr).not.toContain('Cannot connect to the database');
  expect(stderr).not.toMatch(/\n\s+at /);
});

test('production on its own database without SECRETS_KEY stops the process, naming it: processes must share one key', async () => {
  const { code, stderr } = await boot({ NODE_ENV: 'production', DATABASE_URL: 'postgres://harmony@127.0.0.1:1/harmony', ADMIN_PASSWORD: 'a-long-owner-password', SECRETS_KEY: '', PORT: '0' });
  expect(code).toBe(1);
  expect(stderr).toContain('Invalid environment variable SECRETS_KEY: missing');
  expect(stderr).not.toContain('Cannot connect to the database');
});

/** Starts the built API on a data folder until it says it is ready; answers what it printed, then stops it. */
function startUntilReady(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [apiMain], {
      // As `npm start` runs it: production, on the embedded database.
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', REDIS_URL: '', ADMIN_PASSWORD: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let stdout = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.includes('Harmony is ready')) child.kill('SIGTERM');
    });
    child.on('exit', () => {
      clearTimeout(timer);
      if (stdout.includes('Harmony is ready')) resolve(stdout);
      else reject(new Error(`the API stopped before it was ready:\n${stdout}`));
    });
  });
}

test('the embedded mode without ADMIN_PASSWORD (npm start) prints a generated password on its first start, and not later', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harmony-owner-'));
  try {
    const first = await startUntilReady(dataDir);
    expect(first).toMatch(/Back office \(\/admin\/login\) password: [\w-]{24}\n/);
    const second = await startUntilReady(dataDir);
    expect(second).not.toContain('password');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
