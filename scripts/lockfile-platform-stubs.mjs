// The npm registry these machines reach lacks the macOS/Windows/other-CPU builds of native packages
// (rspack, swc, nx, tailwind oxide, ...). `npm install` skips those optional packages silently, then
// `npm ci` refuses the lockfile as "out of sync". This records each missing one the way npm would on
// a machine that sees the full registry: an optional entry restricted to its os/cpu/libc, so `npm ci`
// skips it here and a Mac or Windows machine can still install its own build.
// Run after any `npm install` that changes dependencies: `node scripts/lockfile-platform-stubs.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony', 'wasi'];
const CPU = { arm64: 'arm64', x64: 'x64', ia32: 'ia32', arm: 'arm', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x', loong64: 'loong64', wasm32: 'wasm32' };

/** `@swc/core-linux-arm-gnueabihf` -> { os: ['linux'], cpu: ['arm'], libc: ['glibc'] } */
function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.find((token) => OS.includes(token));
  const cpu = tokens.map((token) => CPU[token]).find(Boolean);
  if (!os && !cpu) return null;
  const libc = tokens.some((token) => token.startsWith('musl')) ? ['musl'] : tokens.some((token) => token.startsWith('gnu')) ? ['glibc'] : undefined;
  return { ...(os && os !== 'wasi' ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    lock.packages[hoisted] = { version: spec.replace(/^[\^~=]/, ''), optional: true, ...platform };
    added += 1;
  }
}

writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-platform-stubs: recorded ${added} optional platform package(s) this registry does not serve.`);
