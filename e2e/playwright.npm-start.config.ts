import { defineConfig } from '@playwright/test';

// `npm start` itself, signalled as a terminal, a process manager or an IDE does (npm-start/). Apart from
// the browser journeys and after them (package.json's e2e script): it may rebuild the tree they serve.
// No browser and no shared server: each test starts its own site on a port the system picks.
export default defineConfig({
  testDir: './npm-start',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
});
