#!/usr/bin/env node
// Lighthouse (its default mobile emulation and simulated throttling) on the built app's public pages.
// Prints performance, accessibility, best practices and SEO with LCP/TBT/CLS per page, and exits 1
// under the budgets: performance 98 and total blocking time 150 ms (issue 23), accessibility 100,
// best practices 95, SEO 95.
//
//   node bench/lighthouse.mjs                 start services/api/dist/main.js (free port, temp DATA_DIR) and audit the public pages
//   node bench/lighthouse.mjs <url>           audit a running server (or BENCH_URL)
// Options: --pages=/,/episodes,/episode/{id},/blog,/blog/{slug},/workshop,/contact,/privacy,/terms,/search (the default:
//            every kind of public page; {slug} and {id}: the newest article and episode)
//          --runs=N (median by performance score; default 1)  --dark (theme cookie: audit the dark theme)
//          --details (the main-thread tasks that block, by script: where total blocking time comes from)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { publicPages, resolvePages, startBuiltApp } from './built-app.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const pageList = option('pages') ?? publicPages;
const runs = Math.max(1, Number(option('runs') ?? 1));
const dark = args.includes('--dark');
const details = args.includes('--details');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const seconds = (ms) => (typeof ms === 'number' ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
const millis = (ms) => (typeof ms === 'number' ? `${Math.round(ms)} ms` : 'n/a');
const ratio = (value) => (typeof value === 'number' ? value.toFixed(3) : 'n/a');
const budgets = { performance: 98, accessibility: 100, 'best-practices': 95, seo: 95 };
const maxTotalBlockingMs = 150;

async function startTarget() {
  const given = args.find((a) => !a.startsWith('--')) ?? process.env.BENCH_URL;
  if (given) return { url: new URL('/', given).href, stop: async () => {} };
  return startBuiltApp({ LOG_LEVEL: 'warn' });
}

async function audit(chrome, url) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', extraHeaders: dark ? { Cookie: 'harmony-theme=dark' } : undefined },
    // Lighthouse's defaults: mobile form factor, simulated throttling (slow 4G, 4x CPU).
    { extends: 'lighthouse:default', settings: { onlyCategories: Object.keys(budgets) } },
  );
  const { categories, audits } = result.lhr;
  // A page that asks not to be indexed (/search: `<meta name="robots" content="noindex">`, by design) fails
  // Lighthouse's is-crawlable audit, which alone would sink its SEO score: it is judged on the rest of SEO.
  const noindex = audits['is-crawlable']?.score === 0;
  const excluded = (id, auditId) => noindex && id === 'seo' && auditId === 'is-crawlable';
  const counted = (id) => categories[id].auditRefs.filter((ref) => ref.weight > 0 && !excluded(id, ref.id) && audits[ref.id]?.score !== null && audits[ref.id]?.score !== undefined);
  const score = (id) => {
    if (!categories[id].auditRefs.some((ref) => excluded(id, ref.id))) return categories[id].score ?? 0;
    const refs = counted(id);
    const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
    return weight ? refs.reduce((sum, ref) => sum + ref.weight * audits[ref.id].score, 0) / weight : 0;
  };
  const failing = (id) => counted(id).map((ref) => audits[ref.id]).filter((a) => a.score < 1).map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  return {
    noindex,
    scores: Object.fromEntries(Object.keys(budgets).map((id) => [id, Math.round(score(id) * 100)])),
    lcp: audits['largest-contentful-paint']?.numericValue,
    fcp: audits['first-contentful-paint']?.numericValue,
    tbt: audits['total-blocking-time']?.numericValue,
    cls: audits['cumulative-layout-shift']?.numericValue,
    si: audits['speed-index']?.numericValue,
    failing: Object.fromEntries(Object.keys(budgets).map((id) => [id, failing(id)])),
    longTasks: (audits['long-tasks']?.details?.items ?? []).map((task) => `${millis(task.duration)} at ${millis(task.startTime)} ${task.url}`),
    bootup: (audits['bootup-time']?.details?.items ?? []).map((item) => `${item.url}: script ${millis(item.scripting)}, parse/compile ${millis(item.scriptParseCompile)}`),
    // Lighthouse's own measure of the host's CPU (higher is faster): simulated TBT scales with it, so figures
    // from two hosts, or one host on two days, compare only at a similar index.
    benchmarkIndex: result.lhr.environment?.benchmarkIndex,
    warnings: [...result.lhr.runWarnings, ...(result.lhr.runtimeError ? [`runtime error: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`] : [])],
  };
}

let target;
try {
  target = await startTarget();
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}
let exitCode = 0;
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
try {
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} on ${target.url} (${chromePath}), mobile emulation, simulated throttling${dark ? ', dark theme' : ''}\n`);
  console.log(`${'page'.padEnd(30)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'BP'.padStart(5)} ${'SEO'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'SI'.padStart(8)}`);
  for (const page of await resolvePages(pageList, target.url)) {
    const url = new URL(page, target.url).href;
    // Warm the server (first render of a route, database pages) so the run measures the page, not a cold process.
    await fetch(url, { headers: { accept: 'text/html' } });
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await audit(chrome, url));
    results.sort((a, b) => a.scores.performance - b.scores.performance);
    const r = results[Math.floor(results.length / 2)];
    const s = r.scores;
    console.log(
      `${page.padEnd(30)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)} ${String(s['best-practices']).padStart(5)} ${String(s.seo).padStart(5)} ${seconds(r.fcp).padStart(8)} ${seconds(r.lcp).padStart(8)} ${millis(r.tbt).padStart(7)} ${ratio(r.cls).padStart(6)} ${seconds(r.si).padStart(8)}`,
    );
    for (const [id, min] of Object.entries(budgets)) {
      if (s[id] < min) {
        exitCode = 1;
        console.error(`  FAIL ${id} ${s[id]} < ${min}: ${r.failing[id].join(', ') || 'see the report'}`);
      } else if (r.failing[id].length) {
        console.log(`  ${id}: not perfect on ${r.failing[id].join(', ')}`);
      }
    }
    if (typeof r.tbt === 'number' && r.tbt > maxTotalBlockingMs) {
      exitCode = 1;
      console.error(`  FAIL total blocking time ${Math.round(r.tbt)} ms > ${maxTotalBlockingMs} ms`);
    }
    if (r.benchmarkIndex !== undefined) console.log(`  host CPU benchmark index ${Math.round(r.benchmarkIndex)}`);
    if (r.noindex) console.log('  asks not to be indexed (noindex): SEO without is-crawlable');
    for (const warning of r.warnings) console.log(`  warning: ${warning}`);
    if (details) {
      for (const task of r.longTasks) console.log(`  long task: ${task}`);
      for (const item of r.bootup) console.log(`  bootup: ${item}`);
    }
  }
} finally {
  await chrome.kill();
  await target.stop();
}
process.exit(exitCode);
