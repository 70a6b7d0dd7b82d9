import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express, type Request, type Response, type NextFunction } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { SiteConfig } from '@harmony/site-config';

/** Where the built web bundles are, relative to this file in src/ or dist/ alike. */
export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface WebBundleLocations {
  readonly shell: string;
  readonly remotes: Readonly<Record<'site' | 'admin', string>>;
}

export const defaultWebBundles: WebBundleLocations = {
  shell: path.join(workspaceRoot, 'web-shell/dist'),
  remotes: { site: path.join(workspaceRoot, 'web-remotes/site/dist'), admin: path.join(workspaceRoot, 'web-remotes/admin/dist') },
};

export const remotePublicPath = (name: string): string => `/remotes/${name}/`;

/** What the shell reads at runtime (the JSON block in index.html), so URLs and branding are not baked in. */
export interface RuntimeWebConfig {
  readonly remotes: Record<string, string>;
  readonly site: SiteConfig;
}

const CONFIG_BLOCK = /(<script id="harmony-config" type="application\/json">)[\s\S]*?(<\/script>)/;
// Hashed file names never change content: cache them for a year. Entry points must revalidate.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const isHashed = (file: string) => /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(file);

const serveDist = (directory: string) =>
  expressStaticGzip(directory, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      setHeaders: (response, file) => response.setHeader('Cache-Control', isHashed(file) ? IMMUTABLE : REVALIDATE),
    },
  });

const LOOKS_LIKE_A_FILE = /\.[a-z0-9]{1,8}$/i;

/** JSON inside a script element must not be able to close it. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Serves the web app from the API's port: the remotes' dist folders, the shell's assets, and the
 * shell's index.html (with the runtime config written in) for every other GET outside /api.
 */
export function mountWebBundles(app: Express, config: SiteConfig, locations: WebBundleLocations = defaultWebBundles): void {
  for (const [name, directory] of Object.entries(locations.remotes)) app.use(remotePublicPath(name), serveDist(directory));
  // The built index.html still holds the dev config: pages are only ever served rendered, below.
  app.get('/index.html', (_request: Request, response: Response) => response.redirect(301, '/'));
  app.use(serveDist(locations.shell));

  const indexFile = path.join(locations.shell, 'index.html');
  const runtimeConfig: RuntimeWebConfig = {
    remotes: Object.fromEntries(Object.keys(locations.remotes).map((name) => [name, `${remotePublicPath(name)}mf-manifest.json`])),
    site: config,
  };
  let indexHtml: string | undefined;
  const renderIndex = (): string | undefined => {
    if (indexHtml === undefined && existsSync(indexFile)) {
      indexHtml = readFileSync(indexFile, 'utf8').replace(CONFIG_BLOCK, (_match, open: string, close: string) => `${open}${scriptSafeJson(runtimeConfig)}${close}`);
    }
    return indexHtml;
  };

  app.get(/^(?!\/api(\/|$)|\/media\/|\/remotes\/).*/, (request: Request, response: Response, next: NextFunction) => {
    // Files (robots.txt, favicon.ico, a missing chunk) are never answered with the app's HTML.
    if (LOOKS_LIKE_A_FILE.test(request.path) || !request.accepts('html')) return next();
    const html = renderIndex();
    response.setHeader('Cache-Control', REVALIDATE);
    if (!html) {
      response.status(503).type('text/plain').send('The web app has not been built yet: run `npm run build`, then restart.');
      return;
    }
    response.type('html').send(html);
  });
}

/** Media (episode audio, covers) with HTTP Range, so audio can seek without downloading it all. */
export function mountMedia(app: Express, directory: string): void {
  app.use('/media', express.static(directory, { index: false, fallthrough: true, maxAge: '7d', acceptRanges: true }));
}
