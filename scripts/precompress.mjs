#!/usr/bin/env node
// Writes .br (maximum quality) and .gz siblings of the text assets of a dist folder, so the API
// can answer by Accept-Encoding without compressing on every request.
// Usage: node scripts/precompress.mjs <dist-folder> [more folders...]
import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/i;
// Tiny files gain nothing (and compressed bodies can come out larger).
const minBytes = 256;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && compressible.test(entry.name)) yield full;
  }
}

async function precompress(dir) {
  let count = 0;
  let raw = 0;
  let br = 0;
  for await (const file of files(dir)) {
    const body = await readFile(file);
    if (body.length < minBytes) continue;
    const [brBody, gzBody] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, brBody), writeFile(`${file}.gz`, gzBody)]);
    count += 1;
    raw += body.length;
    br += brBody.length;
  }
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(`precompress: ${dir}: ${count} files, ${kb(raw)} KB -> ${kb(br)} KB brotli`);
}

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: node scripts/precompress.mjs <dist-folder>...');
  process.exit(2);
}
for (const dir of dirs) {
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) {
    console.error(`precompress: ${dir} is not a folder`);
    process.exit(1);
  }
  await precompress(path.resolve(dir));
}
