// `npm start`: build whatever changed since the last build, then serve the site (API + web bundles)
// on one port with the embedded database. No other server needed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiNodeFlags } from '../services/api/node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtProjects = ['libs/platform', 'libs/site-config', 'libs/episode', 'libs/blog', 'libs/audience', 'libs/analytics', 'services/api', 'web-shell', 'web-remotes/site', 'web-remotes/admin'];
const sources = [
  ...['libs', 'services', 'web-remotes'].flatMap((group) => readdirSync(path.join(root, group)).map((project) => `${group}/${project}`)),
  'web-shell',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.web.json',
  '.swcrc',
  'scripts/precompress.mjs',
];
// Nx restores cached outputs with their old modification times, so outputs cannot be compared with
// sources: the newest source time of the last build is recorded instead.
const stampFile = path.join(root, 'node_modules/.cache/harmony/last-build.json');

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !['node_modules', 'dist', 'test', 'coverage'].includes(entry.name))
    // Files only: a build recreating dist/ touches its project folder, which is not a source change.
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry.name))), 0);
}

// `npm start` runs `exec node scripts/start.mjs`: without `exec`, Debian's and Ubuntu's sh (dash) stays between
// npm and this process and swallows the SIGINT or SIGTERM npm forwards (npm/cli#6684). Each child runs
// in a process group of its own and is told to stop from here only, once: a Ctrl-C reaches this process
// twice (from the terminal, and forwarded by npm), and a second signal during the API's graceful stop
// would end it before it wrote what waits (page views, audio requests). A signal a while after the
// first is someone insisting: it is passed on, and ends the child at once.
const stopSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const sameStopWithinMs = 1000;
let running = null;
let firstStopAt = null;

/** Ends this process as a child ended: with its code, or by the same signal (npm then ends quietly, as after a Ctrl-C). */
function endAs({ code, signal }) {
  if (!signal) process.exit(code ?? 1);
  for (const stopSignal of stopSignals) process.removeAllListeners(stopSignal);
  process.kill(process.pid, signal);
  // Nothing after this runs: the signal ends the process, or the exit does.
  setTimeout(() => process.exit(1), 1000);
  return new Promise(() => {});
}

for (const signal of stopSignals) {
  process.on(signal, () => {
    const now = Date.now();
    if (firstStopAt !== null && now - firstStopAt < sameStopWithinMs) return;
    firstStopAt ??= now;
    if (!running) return endAs({ code: null, signal });
    try {
      process.kill(-running.pid, signal);
    } catch {
      // The group has just ended: its exit ends this process.
    }
  });
}

/** Runs a command in a process group of its own; resolves with how it ended. */
function run(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', detached: true });
  running = child;
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running = null;
      resolve({ code, signal });
    });
  });
}

const newestSource = Math.max(...sources.map(newestChange));
const lastBuild = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')).newestSource : 0;
const outputsExist = builtProjects.every((project) => existsSync(path.join(root, project, 'dist')));

if (!outputsExist || newestSource > lastBuild) {
  console.log('Building the site (first start, or sources changed)...');
  const build = await run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);
  if (build.code !== 0 || firstStopAt !== null) await endAs(build);
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ newestSource }));
}

process.env.NODE_ENV ??= 'production';
process.env.LOG_LEVEL ??= 'warn';
// The API runs in a process of its own: its Node flags (services/api/node-flags.mjs) are given at a start.
await endAs(await run(process.execPath, [...apiNodeFlags, path.join(root, 'services/api/dist/main.js')]));
