// Boots the built API (services/api/dist/main.js) on whatever Node runs this script, with a fresh
// embedded database, and checks that it serves a page, the API and the feed; then stops it.
// CI runs it on the machine's Node 20 after the full `npm test` on Node 24: Node 20 keeps working
// while machines here still run it, without a second 13-minute test run.
//   node scripts/smoke.mjs        (after `npm run build`)
import { startBuiltApp } from '../bench/built-app.mjs';

/** Each path with the status and content type it must answer with, and a string its body must hold. */
const checks = [
  ['/', 200, 'text/html', '<div id="root">'],
  ['/api/episodes', 200, 'application/json', '"title"'],
  ['/api/blog-articles', 200, 'application/json', '"slug"'],
  ['/rss.xml', 200, 'xml', '<rss'],
  ['/api/episodes/%E0%A4%A', 400, 'application/problem+json', '"status":400'],
];

let failed = false;
let app;
try {
  app = await startBuiltApp({ HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  for (const [pathname, status, type, needle] of checks) {
    const response = await fetch(new URL(pathname, app.url.replace('//localhost:', '//127.0.0.1:')));
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
  await app?.stop();
}
console.log(failed ? `Smoke test failed on Node ${process.version}.` : `Smoke test passed on Node ${process.version}.`);
process.exit(failed ? 1 : 0);
