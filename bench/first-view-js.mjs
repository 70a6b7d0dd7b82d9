#!/usr/bin/env node
// Measures the JavaScript a visitor downloads for the first view of each public page: every script
// plus the federation manifests, with the bytes actually transferred (compressed, as served), until the
// app is live (html[data-app-ready]) and the network is idle.
// Fails (exit 1) when a page is above the budget, or when the admin remote is fetched on a public page.
//
//   node bench/first-view-js.mjs [url]      measure a running server (or BENCH_URL)
//   node bench/first-view-js.mjs            start the built API (services/api/dist/main.js) and measure it
//   node bench/first-view-js.mjs --static   start bench/serve-dist.mjs over the dist folders and measure it
// Options: --budget=<KB> (default 150, issue 23; KB = 1000 bytes, as Chrome DevTools counts)
//          --pages=/,/episodes,/episode/{id},/blog,/blog/{slug},/workshop,/contact,/privacy,/terms,/search (the default:
//            every kind of public page; {slug} and {id}: the newest article and episode)
import { chromium } from 'playwright-core';
import { freePort, publicPages, resolvePages, startBuiltApp } from './built-app.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const budgetKB = Number(option('budget') ?? 150);
const pageList = option('pages') ?? publicPages;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const kb = (bytes) => (bytes / 1000).toFixed(1);

/** Starts what will be measured; returns its base URL and a stop function. */
async function startTarget() {
  const given = args.find((a) => !a.startsWith('--')) ?? process.env.BENCH_URL;
  if (given) return { url: new URL('/', given).href, stop: async () => {}, label: given };

  if (flag('static')) {
    const { createDistServer } = await import('./serve-dist.mjs');
    const server = createDistServer();
    const port = await freePort();
    await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
    return { url: `http://localhost:${port}/`, stop: () => new Promise((r) => server.close(r)), label: 'bench/serve-dist.mjs (dist folders)' };
  }

  return { ...(await startBuiltApp()), label: 'services/api/dist/main.js' };
}

function isCounted(request, response) {
  const type = response.headers()['content-type'] ?? '';
  const { pathname } = new URL(request.url());
  if (pathname.endsWith('/mf-manifest.json')) return 'manifest';
  if (request.resourceType() === 'script' || /javascript/.test(type) || pathname.endsWith('.js')) return 'script';
  return null;
}

async function measure(url) {
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: chromeArgs });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const pending = [];
    const all = [];
    page.on('requestfinished', (request) => {
      all.push(request.url());
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return null;
          const kind = isCounted(request, response);
          if (!kind) return null;
          const sizes = await request.sizes();
          const body = await response.body().catch(() => Buffer.alloc(0));
          return {
            kind,
            path: new URL(request.url()).pathname,
            encoding: response.headers()['content-encoding'] ?? 'identity',
            transferred: sizes.responseBodySize,
            decoded: body.length,
          };
        })(),
      );
    });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'load' });
    // The markup is prerendered: an <h1> proves little until the app has started over it.
    const live = await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 15_000 }).then(() => true, () => false);
    const h1 = live ? await page.locator('h1').first().textContent().catch(() => null) : null;
    await page.waitForLoadState('networkidle');
    const rows = (await Promise.all(pending)).filter(Boolean);
    return { rows, h1, errors, requests: all };
  } finally {
    await browser.close();
  }
}

let target;
try {
  target = await startTarget();
} catch (error) {
  console.error(`first-view-js: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}
let exitCode = 0;
try {
  console.log(`First view of each page of ${target.url} (${target.label}) in ${chromePath}`);
  const totals = [];
  for (const path of await resolvePages(pageList, target.url)) {
    const { rows, h1, errors, requests } = await measure(new URL(path, target.url).href);
    rows.sort((a, b) => b.transferred - a.transferred);
    const width = Math.max(...rows.map((r) => r.path.length), 4);
    console.log(`\n${path}\n${'kind'.padEnd(9)} ${'path'.padEnd(width)} ${'encoding'.padEnd(8)} ${'KB sent'.padStart(8)} ${'KB raw'.padStart(8)}`);
    for (const r of rows) console.log(`${r.kind.padEnd(9)} ${r.path.padEnd(width)} ${r.encoding.padEnd(8)} ${kb(r.transferred).padStart(8)} ${kb(r.decoded).padStart(8)}`);
    const total = rows.reduce((sum, r) => sum + r.transferred, 0);
    const raw = rows.reduce((sum, r) => sum + r.decoded, 0);
    console.log(`${'TOTAL'.padEnd(9)} ${`${rows.length} responses`.padEnd(width)} ${''.padEnd(8)} ${kb(total).padStart(8)} ${kb(raw).padStart(8)}`);
    totals.push([path, total]);

    if (!h1) {
      console.error(`FAIL ${path}: the app did not start (no html[data-app-ready]) or rendered no <h1>, so the figure means nothing.`);
      exitCode = 1;
    }
    for (const message of errors) console.error(`page error on ${path}: ${message}`);
    const admin = requests.filter((u) => new URL(u).pathname.startsWith('/remotes/admin/') || /:3003\//.test(u));
    if (admin.length) {
      console.error(`FAIL ${path}: the admin remote was fetched on a public page:\n  ${admin.join('\n  ')}`);
      exitCode = 1;
    }
    if (total > budgetKB * 1000) {
      console.error(`FAIL ${path}: ${kb(total)} KB is over the ${budgetKB} KB budget.`);
      exitCode = 1;
    }
  }
  console.log(`\nJavaScript transferred for the first view (budget ${budgetKB} KB):`);
  for (const [path, total] of totals) console.log(`  ${path.padEnd(40)} ${kb(total).padStart(6)} KB`);
} finally {
  await target.stop();
}
process.exit(exitCode);
