import { spawn } from 'node:child_process';
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
