// `npm run dev`: the API rebuilt and restarted on change (port 3000), and the shell and remotes
// on Rspack dev servers with hot reload. Open http://localhost:3001.
import { readdirSync, readFileSync } from 'node:fs';
import concurrently from 'concurrently';
import { apiNodeFlags } from '../services/api/node-flags.mjs';

// Every library the API runs from its dist/ (those built with swc): a change to any of them must reach
// the restarted API, and a new context is watched the day it is added.
const serverLibraries = readdirSync('libs').filter((name) => {
  try {
    return /^swc\b/.test(JSON.parse(readFileSync(`libs/${name}/package.json`, 'utf8')).scripts?.build ?? '');
  } catch {
    return false;
  }
});
const swcWatch = (project) => `swc ${project}/src -d ${project}/dist --strip-leading-paths --config-file .swcrc -w --ignore '**/*.spec.ts'`;

const { result } = concurrently(
  [
    { name: 'libs', command: `${serverLibraries.map((name) => swcWatch(`libs/${name}`)).join(' & ')} & wait` },
    { name: 'api', command: `${swcWatch('services/api')} & sleep 2 && node --watch ${apiNodeFlags.join(' ')} services/api/dist/main.js` , env: { NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' } },
    { name: 'shell', command: 'npm run dev -w @harmony/web-shell' },
    { name: 'site', command: 'npm run dev -w @harmony/site' },
    { name: 'admin', command: 'npm run dev -w @harmony/admin' },
  ],
  { killOthersOn: ['failure'], prefixColors: ['gray', 'blue', 'green', 'magenta', 'yellow'] },
);
console.log('\nDev servers starting: open http://localhost:3001 (API on http://localhost:3000)\n');
result.catch(() => process.exit(1));
