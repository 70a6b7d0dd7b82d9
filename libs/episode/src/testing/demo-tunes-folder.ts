import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const mediaSources = fileURLToPath(new URL('../adapters/media/', import.meta.url));
const workspaceRoot = path.resolve(mediaSources, '../../../../..');
const modules = ['demo-tunes', 'mp3-frames'];

// Compiles the tune modules with SWC into node_modules/.cache (where lamejs resolves) and writes each
// tune's MP3 into the folder given, in a Node process of its own: Jest's VM runs the encoder several
// times slower (every global it reads goes through the VM's context).
const maker = `
import { transformFileSync } from '@swc/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
const [sources, compiled, out] = process.argv.slice(1);
mkdirSync(compiled, { recursive: true });
for (const name of ${JSON.stringify(modules)}) {
  const options = { swcrc: false, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } };
  writeFileSync(path.join(compiled, name + '.js'), transformFileSync(path.join(sources, name + '.ts'), options).code);
}
const tunes = await import(pathToFileURL(path.join(compiled, 'demo-tunes.js')).href);
for (let tune = 0; tune < tunes.TUNE_COUNT; tune += 1) writeFileSync(path.join(out, tunes.tuneFileName(tune)), tunes.encodeTune(tune));
`;

let made: Promise<string> | undefined;

/**
 * A folder holding every demo tune as GeneratedDemoMedia stores it (`bed-N.mp3`), made once per version
 * of the tune modules and kept in the system's temporary folder: tests copy it into a data folder, where
 * the seed finds the audio and measures it, as after a restart.
 */
export function demoTunesFolder(): Promise<string> {
  made ??= (async () => {
    const sources = await Promise.all(modules.map((name) => readFile(path.join(mediaSources, `${name}.ts`))));
    const version = sources.reduce((hash, source) => hash.update(source), createHash('sha256')).digest('hex').slice(0, 16);
    const folder = path.join(os.tmpdir(), `harmony-demo-tunes-${version}`);
    if (await access(folder).then(() => true, () => false)) return folder;
    const partial = `${folder}.${randomUUID()}`;
    const compiled = path.join(workspaceRoot, 'node_modules', '.cache', 'harmony', `demo-tunes-${randomUUID()}`);
    await mkdir(partial);
    try {
      await promisify(execFile)(process.execPath, ['--input-type=module', '-e', maker, mediaSources, compiled, partial], { cwd: workspaceRoot });
      // Whole or not at all: a test starting meanwhile finds all of it or none.
      await rename(partial, folder).catch(() => rm(partial, { recursive: true, force: true }));
    } finally {
      await rm(compiled, { recursive: true, force: true });
      await rm(partial, { recursive: true, force: true });
    }
    return folder;
  })();
  return made;
}
