import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { DynamicModule, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { IN_MEMORY, loadConfig, type AppConfig } from '@harmony/platform';
import { demoTunesFolder } from '@harmony/episode/testing';
import { primaryTestDatabaseKind, uniqueQueuePrefix, type TestDatabase } from '@harmony/platform/testing';
import { createApp } from '../src/app.factory.js';
import type { WebBundleLocations } from '@harmony/web-host';
import type { SnsEndpoints } from '@harmony/mail';
import { SmtpSink } from '@harmony/mail/testing';

export interface TestApp {
  readonly app: NestExpressApplication;
  readonly config: AppConfig;
  readonly webRoot: string;
  close(): Promise<void>;
}

export const SHELL_INDEX =
  '<!doctype html><html lang="en"><head><title>dev title</title><meta name="description" content="dev description" />' +
  '<script id="harmony-config" type="application/json">{"dev":true}</script></head><body><div id="root"></div><script defer src="/main.0123456789abcdef.js"></script></body></html>';

/** The site remote's manifest as the federation plugin writes it (the parts the API reads). */
export const SITE_MANIFEST = {
  id: 'site',
  name: 'site',
  metaData: { publicPath: '/remotes/site/', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [],
  exposes: [
    {
      path: './routes',
      assets: { js: { sync: ['__federation_expose_routes.0123abcd.js'], async: ['404.89abcdef.js'] }, css: { sync: ['__federation_expose_routes.4567cdef.css'], async: [] } },
    },
  ],
};

/** Stands in for the site's server-side renderer (web-remotes/site/dist/server/prerender.cjs). */
const PRERENDERER = `module.exports = {
  renderSitePage: async (site, url, queries) => '<header>' + site.productName + '</header><main data-url="' + url + '" data-queries="' + queries.map((q) => q.endpoint).join(',') + '"><h1>prerendered</h1></main>',
};`;

/** A stand-in for the built web bundles: the API's serving rules are tested without a web build. */
async function writeWebBundles(root: string): Promise<WebBundleLocations> {
  const locations = { shell: path.join(root, 'shell'), remotes: { site: path.join(root, 'site'), admin: path.join(root, 'admin') } };
  for (const directory of [locations.shell, locations.remotes.site, locations.remotes.admin]) await mkdir(directory, { recursive: true });
  await writeFile(path.join(locations.shell, 'index.html'), SHELL_INDEX);
  const entry = 'console.log("site remote entry");';
  await writeFile(path.join(locations.remotes.site, 'remoteEntry.js'), entry);
  await writeFile(path.join(locations.remotes.site, 'remoteEntry.js.br'), brotliCompressSync(entry));
  await writeFile(path.join(locations.shell, 'main.0123456789abcdef.js'), 'console.log("shell");');
  await writeFile(path.join(locations.shell, 'bootstrap.0123abcd.js'), 'console.log("bootstrap");');
  await writeFile(path.join(locations.shell, 'bootstrap.89abcdef.css'), 'body{margin:0}');
  await writeFile(path.join(locations.remotes.site, 'mf-manifest.json'), JSON.stringify(SITE_MANIFEST));
  await mkdir(path.join(locations.remotes.site, 'server'), { recursive: true });
  await writeFile(path.join(locations.remotes.site, 'server', 'prerender.cjs'), PRERENDERER);
  return locations;
}

export const TEST_ADMIN_PASSWORD = 'test-owner-password';

/** Time for a hook or test that starts an app: the run's first start makes the demo audio (see demoTunesFolder), seconds of CPU. */
export const TEST_APP_START_TIMEOUT_MS = 120_000;

/**
 * The whole API on the real database under test (PostgreSQL when TEST_DATABASE_URL is set, else PGlite).
 * With REDIS_URL its rate limits count under a prefix of their own, unless `rateLimitPrefix` names one that
 * other apps share (several API processes enforcing one limit).
 */
export async function startTestApp(
  environment: Record<string, string> = {},
  { rateLimitPrefix = uniqueQueuePrefix(), snsEndpoints, social }: { rateLimitPrefix?: string; snsEndpoints?: SnsEndpoints; social?: DynamicModule | Type } = {},
): Promise<TestApp> {
  const kind = primaryTestDatabaseKind();
  const database: TestDatabase | null = kind.name === 'postgres' ? await kind.create() : null;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'harmony-api-'));
  const loaded = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...environment, ...(database ? { DATABASE_URL: database.target.url } : {}) });
  const config: AppConfig = database ? loaded : { ...loaded, database: { mode: 'embedded', directory: IN_MEMORY } };
  const webBundles = await writeWebBundles(path.join(dataDir, 'web'));
  // The demo audio, made once for all suites outside Jest's VM: the seed finds it and measures it, as after a restart.
  if (config.seedDemoContent) await cp(await demoTunesFolder(), path.join(dataDir, 'media', 'demo'), { recursive: true });
  // A fixed owner password (suites may override it): without one, each start would generate and print one.
  const app = await createApp(config, { databaseSchema: database?.target.schema, rateLimitPrefix, webBundles, snsEndpoints, social, environment: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, ...environment } });
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

/**
 * The whole API for one suite: started before its tests, closed after them. `http()` is supertest on
 * it; `app()` the running TestApp, for suites that reach inside (the queue, the web root).
 */
export function useTestApp(environment: Record<string, string> = {}, { social }: { social?: DynamicModule | Type } = {}) {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await startTestApp(environment, { social });
  }, TEST_APP_START_TIMEOUT_MS);
  afterAll(() => testApp?.close());
  const app = (): TestApp => {
    if (!testApp) throw new Error('The test app is not started: call useTestApp() inside describe()');
    return testApp;
  };
  return { app, http: () => request(app().app.getHttpServer()) };
}

/**
 * useTestApp sending to a real SMTP sink on loopback (SMTP_URL), started before the app and stopped after it:
 * `sink()` is what arrived.
 */
export function useTestAppWithSmtpSink(environment: Record<string, string> = {}) {
  let sink: SmtpSink | undefined;
  // Filled before the app starts (hooks run in the order they are declared): the app sends to the sink.
  const withSink = { ...environment };
  beforeAll(async () => {
    sink = await SmtpSink.start();
    withSink['SMTP_URL'] = sink.url;
  });
  afterAll(() => sink?.stop());
  const started = useTestApp(withSink);
  const smtp = (): SmtpSink => {
    if (!sink) throw new Error('The SMTP sink is not started: call useTestAppWithSmtpSink() inside describe()');
    return sink;
  };
  return { ...started, sink: smtp };
}

type Http = () => ReturnType<typeof request>;

/** The session cookie (name=value) a sign-in with the owner's password answers. */
export async function signInAsOwner(http: Http, password = TEST_ADMIN_PASSWORD): Promise<string> {
  const signIn = await http().post('/api/auth/login').send({ password }).expect(200);
  const cookie = [signIn.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('harmony_session='));
  if (!cookie) throw new Error('The sign-in answered no harmony_session cookie');
  return cookie.split(';')[0]!;
}

/** Requests as the signed-in owner, for one suite: signs in before its tests (call inside describe, after useTestApp). */
export function useOwner(http: Http) {
  let cookie = '';
  beforeAll(async () => {
    cookie = await signInAsOwner(http);
  });
  return {
    cookie: () => cookie,
    get: (url: string) => http().get(url).set('Cookie', cookie),
    post: (url: string) => http().post(url).set('Cookie', cookie),
    patch: (url: string) => http().patch(url).set('Cookie', cookie),
    put: (url: string) => http().put(url).set('Cookie', cookie),
    delete: (url: string) => http().delete(url).set('Cookie', cookie),
  };
}
