import { existsSync, readFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Express, type Request, type Response, type NextFunction } from 'express';
import expressStaticGzip from 'express-static-gzip';
import send from 'send';
import { redirectOf, remoteOfPath, type SiteConfig } from '@harmony/site-config';
import { PUBLIC_CACHE_CONTROL, sendFromCache, type FreshAnswer, type PublicReadCache } from '@harmony/platform';
import { isKeptPage, isUnknownPage, loadSitePrerenderer, pageTags, pageUrlOf, type FirstScreen, type FirstScreenQueries, type SitePrerenderer } from './first-screen.js';
import { brandTemplate, renderPage, themeFromCookie, type BrandedPage, type PageParts } from './page-template.js';
import { adminPageHead, notFoundHead, sharePreview } from './share-previews.js';
import { mergeAssets, readPreloadHints, type PreloadHints } from './preload-hints.js';

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

// Hashed file names never change content: cache them for a year. Entry points must revalidate.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const isHashed = (file: string) => /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(file);

/**
 * A strong validator for a file as stored, from its size and modification time as nginx makes it
 * (serve-static's default is weak). Built files and media are written whole and never edited in
 * place, and a precompressed .br/.gz twin is a file of its own, so each encoding gets its own tag.
 * send() compares it with If-None-Match after setHeaders has run, and answers 304.
 */
export const strongFileEtag = (stat: Stats): string => `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;

const serveDist = (directory: string) =>
  expressStaticGzip(directory, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      etag: false,
      setHeaders: (response, file, stat) => {
        response.setHeader('Cache-Control', isHashed(file) ? IMMUTABLE : REVALIDATE);
        response.setHeader('ETag', strongFileEtag(stat));
      },
    },
  });

const LOOKS_LIKE_A_FILE = /\.[a-z0-9]{1,8}$/i;

/** Crawlers keep out of the back office, and find every public page in the sitemap (on the public origin). */
export const robotsTxt = (publicUrl: string): string => `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${publicUrl}/sitemap.xml\n`;

export interface WebPageOptions {
  /** The public origin (AppConfig.publicUrl, no trailing slash): canonical URLs, share previews, the sitemap's address. */
  readonly publicUrl: string;
  /** Where rendered pages are kept, per path (and search words) and theme, until the content they show changes. */
  readonly cache: PublicReadCache;
  /** The first screen's data by path, inlined into the HTML (the shell fills its cache from it). */
  readonly firstScreen?: FirstScreenQueries;
  /** Write the site's prerendered markup into the page (default: when the site build has its prerenderer). */
  readonly prerender?: boolean;
  /** How long a page waits for the prerender before it is sent without it. */
  readonly prerenderTimeoutMs?: number;
  /**
   * Back-office paths (and all below them) served by something this process has not mounted (Bull Board
   * at /admin/queues without REDIS_URL): their page is the admin remote's not-found page, as a 404.
   */
  readonly absentPaths?: readonly string[];
}

/** Marks a page that shows nothing public (SPEC §2's not-found page, an unknown episode or article) for crawlers. */
const NOT_FOUND_HEADERS = { 'X-Robots-Tag': 'noindex' };

/** Whether `pathname` is one of `paths` or below one, as Express matches a mount path (any case, a trailing slash). */
const isUnder = (pathname: string, paths: readonly string[]): boolean => {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return paths.some((absent) => path === absent.toLowerCase() || path.startsWith(`${absent.toLowerCase()}/`));
};

/**
 * Serves the web app from the API's port: the remotes' dist folders, the shell's assets, and the
 * shell's index.html for every other GET outside /api, written for the request: the brand (title,
 * description, language) and the run-time config, preload hints for the whole federated chain, the
 * first screen's data, the site's prerendered markup and the visitor's theme class. A path that shows
 * nothing public (the route manifest has no such page, the episode or article it names is not public, a
 * back-office path not mounted) is answered 404 with the not-found page, asking not to be indexed.
 */
export function mountWebBundles(app: Express, config: SiteConfig, locations: WebBundleLocations, options: WebPageOptions): void {
  const { cache } = options;
  app.get('/robots.txt', async (request: Request, response: Response, next: NextFunction) => {
    try {
      const robots = async (): Promise<FreshAnswer> => ({ body: robotsTxt(options.publicUrl), contentType: 'text/plain; charset=utf-8', headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL } });
      await sendFromCache(cache, request, response, 'robots.txt', [], robots);
    } catch (error) {
      next(error);
    }
  });
  for (const [name, directory] of Object.entries(locations.remotes)) {
    // A remote's server-side build (the prerenderer) is for this process, not for browsers.
    app.use(`${remotePublicPath(name)}server`, (_request: Request, response: Response) => {
      response.sendStatus(404);
    });
    app.use(remotePublicPath(name), serveDist(directory));
  }
  // The built index.html still holds the dev config: pages are only ever served rendered, below.
  app.get('/index.html', (_request: Request, response: Response) => response.redirect(301, '/'));
  // Only what looks like a file is looked for on disk: pages and the API never cost a stat of the shell folder.
  const shellFiles = serveDist(locations.shell);
  app.use((request: Request, response: Response, next: NextFunction) => (LOOKS_LIKE_A_FILE.test(request.path) ? shellFiles(request, response, next) : next()));

  const indexFile = path.join(locations.shell, 'index.html');
  const runtimeConfig: RuntimeWebConfig = {
    remotes: Object.fromEntries(Object.keys(locations.remotes).map((name) => [name, `${remotePublicPath(name)}mf-manifest.json`])),
    site: config,
  };
  // Read once: the built files do not change under a running process.
  let page: { branded: BrandedPage; hints: PreloadHints; prerenderer: SitePrerenderer | null } | undefined;
  const loadPage = () => {
    if (page === undefined && existsSync(indexFile)) {
      page = {
        branded: brandTemplate(readFileSync(indexFile, 'utf8'), runtimeConfig, options.publicUrl),
        hints: readPreloadHints(locations.shell, locations.remotes.site, remotePublicPath('site')),
        prerenderer: options.prerender === false ? null : loadSitePrerenderer(locations.remotes.site),
      };
    }
    return page;
  };
  let prerenderFailed = false;

  /**
   * The page as served: rendered once per page URL (pageUrlOf: the path, and the search page's words) and
   * theme, then kept until what it shows changes.
   */
  const renderFor = async (loaded: NonNullable<typeof page>, pageUrl: string, theme: PageParts['theme']): Promise<FreshAnswer> => {
    const pathname = pageUrl.split('?', 1)[0];
    const sitePage = remoteOfPath(pathname) === 'site';
    const assets = sitePage ? mergeAssets(loaded.hints.common, loaded.hints.site) : loaded.hints.common;
    const firstScreen: FirstScreen =
      sitePage && options.firstScreen ? await options.firstScreen(pageUrl) : { queries: [], complete: true, missing: sitePage && isUnknownPage(pageUrl) };
    // The site's pages are known to the route manifest (and the data it names); the back office's to its own router.
    const missing = sitePage ? firstScreen.missing : isUnder(pathname, options.absentPaths ?? []);
    let markup = '';
    let rendered = true;
    if (sitePage && loaded.prerenderer && !prerenderFailed) {
      try {
        // The page URL, not the request's: one page per path (and search words), whatever tracking query a shared link carries.
        markup = await withTimeout(loaded.prerenderer.renderSitePage(config, pageUrl, firstScreen.queries), options.prerenderTimeoutMs ?? 1000);
      } catch (error) {
        // A page that cannot be prerendered is still served: the browser renders it.
        console.warn(`Prerendering ${pageUrl} failed; serving it without first-screen markup.`, error);
        rendered = false;
        if (!(error instanceof PrerenderTimeout)) prerenderFailed = true;
      }
    }
    // The head is computed here, from the data already read for the first screen, and kept with the page.
    const head = missing ? notFoundHead(config) : sitePage ? sharePreview({ site: config, publicUrl: options.publicUrl }, pageUrl, firstScreen.queries) : adminPageHead(config, pathname);
    return {
      // Kept like any page (per path, tagged with what it names): an episode or article that becomes public drops it.
      status: missing ? 404 : 200,
      body: renderPage(loaded.branded, { assets, queries: firstScreen.queries, markup, theme, head }),
      contentType: 'text/html; charset=utf-8',
      headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL, Vary: 'Cookie', ...(missing ? NOT_FOUND_HEADERS : {}) },
      // A page without its data or markup is sent, but rendered again for the next visitor.
      cacheable: firstScreen.complete && rendered && isKeptPage(pageUrl),
    };
  };

  app.get(/^(?!\/api(\/|$)|\/media\/|\/remotes\/).*/, async (request: Request, response: Response, next: NextFunction) => {
    // Files (favicon.ico, a missing chunk) are never answered with the app's HTML.
    if (LOOKS_LIKE_A_FILE.test(request.path) || !request.accepts('html')) return next();
    // The route manifest's aliases and SPEC §2's non-numeric episode id: no flash of the wrong page, and no JavaScript needed.
    const redirect = redirectOf(request.path);
    if (redirect) return response.redirect(302, redirect);
    const loaded = loadPage();
    if (!loaded) {
      response.setHeader('Cache-Control', 'no-store');
      response.status(503).type('text/plain').send('The web app has not been built yet: run `npm run build`, then restart.');
      return;
    }
    const theme = themeFromCookie(request.headers.cookie);
    const search = request.originalUrl.indexOf('?');
    const pageUrl = pageUrlOf(request.path, search === -1 ? '' : request.originalUrl.slice(search));
    try {
      await sendFromCache(cache, request, response, `page ${pageUrl} ${theme ?? 'light'}`, pageTags(pageUrl), () => renderFor(loaded, pageUrl, theme));
    } catch (error) {
      next(error);
    }
  });
}

class PrerenderTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new PrerenderTimeout(`no markup within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Media (episode audio, covers) with HTTP Range, so audio can seek without downloading it all: `send`, the file
 * server under express.static, used directly for its `stream` event. `onFileSent`, when given, is called as a
 * file starts to be sent (its status and headers set: a 200 or 206, never a 304, a 416 or a miss) — download
 * counts (AudioRequestLogging) hook in there, on send's own per-request emitter: a listener on the answer
 * (`pipe`) cost audio serving more than its own work, every event emitted on answers getting dearer with it
 * (bench/audio-download-logging.mjs).
 */
export function mountMedia(app: Express, directory: string, onFileSent?: (request: Request, response: Response) => void): void {
  const options: send.SendOptions = { root: path.resolve(directory), index: false, maxAge: '7d', acceptRanges: true, etag: false };
  app.use('/media', (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    // As express.static with fallthrough: a miss (or a folder) falls through to the routes after; once the file
    // is found, its errors are the answer's.
    let found = false;
    const file = send(request, request.path, options)
      .on('directory', () => next())
      .on('headers', setMediaHeaders)
      .on('file', () => (found = true))
      .on('error', (error: { statusCode?: number }) => (found || (error.statusCode ?? 500) >= 500 ? next(error) : next()));
    if (onFileSent) file.on('stream', () => onFileSent(request, response));
    file.pipe(response);
  });
}

function setMediaHeaders(response: Response, _file: string, stat: Stats): void {
  response.setHeader('ETag', strongFileEtag(stat));
  // Media is public: podcast players and directories on other sites fetch the audio, the transcripts and the
  // chapters (Podcasting 2.0 asks for CORS on both), and embed the covers.
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}
