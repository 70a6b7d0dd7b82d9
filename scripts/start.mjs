// `npm start`: build whatever changed since the last build, then serve the site (API + web bundles)
// on one port with the embedded database. No other server needed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiNodeFlags } from '../services/api/node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtProjects = ['libs/platform', 'libs/site-config', 'libs/episode', 'libs/blog', 'libs/audience', 'services/api', 'web-shell', 'web-remotes/site', 'web-remotes/admin'];
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

const newestSource = Math.max(...sources.map(newestChange));
const lastBuild = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')).newestSource : 0;
const outputsExist = builtProjects.every((project) => existsSync(path.join(root, project, 'dist')));

if (!outputsExist || newestSource > lastBuild) {
  console.log('Building the site (first start, or sources changed)...');
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ newestSource }));
}

process.env.NODE_ENV ??= 'production';
process.env.LOG_LEVEL ??= 'warn';
// The API runs in a process of its own: its Node flags (services/api/node-flags.mjs) are given at a start.
// In its own process group too, so that a Ctrl-C or a group's SIGTERM reaches it once, from here: a second
// signal during its graceful stop would end it before it wrote what waits (page views, audio requests).
const api = spawn(process.execPath, [...apiNodeFlags, path.join(root, 'services/api/dist/main.js')], { cwd: root, stdio: 'inherit', detached: true });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
