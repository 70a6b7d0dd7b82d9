import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumAvailable, chromiumPath, servicesRequired } from './browser.js';
import { ownerLinks, ownerPassword } from './owner.js';

if (!chromiumAvailable && servicesRequired) {
  throw new Error(`Chromium is required for the browser journeys (REQUIRE_SERVICES=1) but ${chromiumPath} does not exist. Install Debian's chromium or set CHROME_PATH.`);
}
if (!chromiumAvailable) console.warn(`Skipping browser journeys: no Chromium at ${chromiumPath} (set CHROME_PATH).`);

// The production topology (the built API and workers) runs on a real PostgreSQL and Redis: CI has
// them (and must); a laptop without them leaves that journey out, saying so.
const servicesAvailable = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
if (!servicesAvailable && servicesRequired) throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are required for the production-topology journey (REQUIRE_SERVICES=1).');
if (!servicesAvailable) console.warn('Leaving out the production-topology journey: set TEST_DATABASE_URL and TEST_REDIS_URL to run it.');

const port = Number(process.env.E2E_PORT ?? 4310);
// A fresh embedded database for every run: the journeys see exactly what a newcomer sees. Playwright
// evaluates this file again in each worker process: the run's directory is handed to them in
// E2E_DATA_DIR (a worker inherits the runner's environment), so a journey can read what the server
// keeps there, such as the mail outbox (tests/outbox.ts).
const dataDir = process.env.TEST_WORKER_INDEX !== undefined && process.env.E2E_DATA_DIR ? process.env.E2E_DATA_DIR : mkdtempSync(path.join(os.tmpdir(), 'harmony-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  },
};

export default defineConfig({
  testDir: './tests',
  testIgnore: servicesAvailable ? [] : ['**/production-topology.spec.ts'],
  fullyParallel: true,
  workers: 2,
  // One retry on CI, where a journey shares two cores with the API, Chromium and another journey: a timing flake
  // passes on the retry and is reported as flaky in the summary; a real failure fails both times.
  retries: process.env.CI ? 1 : 0,
  // Two browsers, the server and its database share CI's 2 cores: a page's first load has taken
  // 10 s there. The limits say "broken", not "slow"; budgets are the benchmark scripts' job.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: '**/social-publishing.spec.ts',
      use: chromium,
    },
    {
      // Runs once the others are done: while its Mastodon account is connected, every journey's generation would
      // also write Mastodon posts, and journeys that count an episode's posts would see more than they made.
      name: 'chromium-connected-accounts',
      testMatch: '**/social-publishing.spec.ts',
      dependencies: ['chromium'],
      use: chromium,
    },
  ],
  webServer: chromiumAvailable
    ? {
        command: 'node ../services/api/dist/main.js',
        url: `http://127.0.0.1:${port}/api/health/ready`,
        // A first start encodes the demo audio (minutes of music: seconds of CPU, more on a shared machine).
        timeout: 120_000,
        reuseExistingServer: false,
        env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', ADMIN_PASSWORD: ownerPassword, ...ownerLinks },
        stdout: 'pipe',
        stderr: 'pipe',
      }
    : undefined,
});
