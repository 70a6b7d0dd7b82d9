import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IN_MEMORY, loadConfig, type AppConfig } from '@harmony/platform';
import { primaryTestDatabaseKind, type TestDatabase } from '@harmony/platform/testing';
import { createApp } from '../src/app.factory.js';
import type { WebBundleLocations } from '../src/web/web-bundles.js';

export interface TestApp {
  readonly app: NestExpressApplication;
  readonly config: AppConfig;
  readonly webRoot: string;
  close(): Promise<void>;
}

export const SHELL_INDEX = '<!doctype html><html><head><script id="harmony-config" type="application/json">{"dev":true}</script></head><body></body></html>';

/** A stand-in for the built web bundles: the API's serving rules are tested without a web build. */
async function writeWebBundles(root: string): Promise<WebBundleLocations> {
  const locations = { shell: path.join(root, 'shell'), remotes: { site: path.join(root, 'site'), admin: path.join(root, 'admin') } };
  for (const directory of [locations.shell, locations.remotes.site, locations.remotes.admin]) await mkdir(directory, { recursive: true });
  await writeFile(path.join(locations.shell, 'index.html'), SHELL_INDEX);
  const entry = 'console.log("site remote entry");';
  await writeFile(path.join(locations.remotes.site, 'remoteEntry.js'), entry);
  await writeFile(path.join(locations.remotes.site, 'remoteEntry.js.br'), brotliCompressSync(entry));
  await writeFile(path.join(locations.shell, 'main.0123456789abcdef.js'), 'console.log("shell");');
  return locations;
}

/** The whole API on the real database under test (PostgreSQL when TEST_DATABASE_URL is set, else PGlite). */
export async function startTestApp(environment: Record<string, string> = {}): Promise<TestApp> {
  const kind = primaryTestDatabaseKind();
  const database: TestDatabase | null = kind.name === 'postgres' ? await kind.create() : null;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'harmony-api-'));
  const loaded = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...environment, ...(database ? { DATABASE_URL: database.target.url } : {}) });
  const config: AppConfig = database ? loaded : { ...loaded, database: { mode: 'embedded', directory: IN_MEMORY } };
  const webBundles = await writeWebBundles(path.join(dataDir, 'web'));
  const app = await createApp(config, { databaseSchema: database?.target.schema, webBundles });
  return {
    app,
    config,
    webRoot: path.join(dataDir, 'web'),
    async close() {
      await app.close();
      await database?.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
