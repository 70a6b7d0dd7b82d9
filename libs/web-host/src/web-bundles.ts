import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Express, type Request, type Response, type NextFunction } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { redirectOf, remoteOfPath, type SiteConfig } from '@harmony/site-config';
import { PUBLIC_CACHE_CONTROL, sendFromCache, type FreshAnswer, type PublicReadCache } from '@harmony/platform';
import { isKeptPage, isUnknownPage, loadSitePrerenderer, pageTags, pageUrlOf, type FirstScreen, type FirstScreenQueries, type SitePrerenderer } from './first-screen.js';
import { brandTemplate, renderPage, themeFromCookie, type BrandedPage, type PageParts } from './page-template.js';
import { adminPageHead, notFoundHead, sharePreview } from './share-previews.js';
import { mergeAssets, readPreloadHints, type PreloadHints } from './preload-hints.js';
import { strongFileEtag } from './file-etag.js';
import type { WebBundleLocations } from './web-site.options.js';

/** Where the built web bundles are, relative to this file in src/ or dist/ alike. */
export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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

/** The robots.txt of the public origin, kept in the read cache like a page. */
function robotsHandler(publicUrl: string, cache: PublicReadCache) {
  const robots = async (): Promise<FreshAnswer> => ({ body: robotsTxt(publicUrl), contentType: 'text/plain; charset=utf-8', headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL } });
  return async (request: Request, response: Response, next: NextFunction) => {
    try {
      await sendFromCache(cache, request, response, 'robots.txt', [], robots);
    } catch (error) {
      next(error);
    }
  };
}

/** Each remote's dist folder at its public path; its server-side build (the prerenderer) is for this process, not for browsers. */
function mountRemotes(app: Express, remotes: WebBundleLocations['remotes']): void {
  for (const [name, directory] of Object.entries(remotes)) {
    app.use(`${remotePublicPath(name)}server`, (_request: Request, response: Response) => {
      response.sendStatus(404);
    });
    app.use(remotePublicPath(name), serveDist(directory));
  }
}

/** The shell's own files (its chunks, its stylesheet, the favicon); never its unrendered index.html. */
function mountShellFiles(app: Express, shellDir: string): void {
  // The built index.html still holds the dev config: pages are only ever served rendered, below.
  app.get('/index.html', (_request: Request, response: Response) => response.redirect(301, '/'));
  // Only what looks like a file is looked for on disk: pages and the API never cost a stat of the shell folder.
  const shellFiles = serveDist(shellDir);
  app.use((request: Request, response: Response, next: NextFunction) => (LOOKS_LIKE_A_FILE.test(request.path) ? shellFiles(request, response, next) : next()));
}

/** What every page is written from: the branded index.html, the preload hints and the site's prerenderer. */
interface BuiltPage {
  readonly branded: BrandedPage;
  readonly hints: PreloadHints;
  readonly prerenderer: SitePrerenderer | null;
}

/** Reads the built page once, on the first page asked for (undefined until the web app is built). */
function builtPageLoader(site: SiteConfig, locations: WebBundleLocations, options: WebPageOptions): () => BuiltPage | undefined {
  const indexFile = path.join(locations.shell, 'index.html');
  const runtimeConfig: RuntimeWebConfig = {
    remotes: Object.fromEntries(Object.keys(locations.remotes).map((name) => [name, `${remotePublicPath(name)}mf-manifest.json`])),
    site,
  };
  // Read once: the built files do not change under a running process.
  let page: BuiltPage | undefined;
  return () => {
    if (page === undefined && existsSync(indexFile)) {
      page = {
        branded: brandTemplate(readFileSync(indexFile, 'utf8'), runtimeConfig, options.publicUrl),
        hints: readPreloadHints(locations.shell, locations.remotes.site, remotePublicPath('site')),
        prerenderer: options.prerender === false ? null : loadSitePrerenderer(locations.remotes.site),
      };
    }
    return page;
  };
}

type PageRenderer = (built: BuiltPage, pageUrl: string, theme: PageParts['theme']) => Promise<FreshAnswer>;

/**
 * The page as served: rendered once per page URL (pageUrlOf: the path, and the search page's words) and
 * theme, then kept until what it shows changes.
 */
function pageRenderer(site: SiteConfig, options: WebPageOptions): PageRenderer {
  // A prerenderer that failed (not one that was only late) is not asked again: pages go out without markup.
  let prerenderFailed = false;
  const prerender = async (prerenderer: SitePrerenderer, pageUrl: string, queries: FirstScreen['queries']): Promise<{ markup: string; rendered: boolean }> => {
    try {
      // The page URL, not the request's: one page per path (and search words), whatever tracking query a shared link carries.
      return { markup: await withTimeout(prerenderer.renderSitePage(site, pageUrl, queries), options.prerenderTimeoutMs ?? 1000), rendered: true };
    } catch (error) {
      // A page that cannot be prerendered is still served: the browser renders it.
      console.warn(`Prerendering ${pageUrl} failed; serving it without first-screen markup.`, error);
      if (!(error instanceof PrerenderTimeout)) prerenderFailed = true;
      return { markup: '', rendered: false };
    }
  };
  return async (built, pageUrl, theme) => {
    const pathname = pageUrl.split('?', 1)[0];
    const sitePage = remoteOfPath(pathname) === 'site';
    const assets = sitePage ? mergeAssets(built.hints.common, built.hints.site) : built.hints.common;
    const firstScreen: FirstScreen =
      sitePage && options.firstScreen ? await options.firstScreen(pageUrl) : { queries: [], complete: true, missing: sitePage && isUnknownPage(pageUrl) };
    // The site's pages are known to the route manifest (and the data it names); the back office's to its own router.
    const missing = sitePage ? firstScreen.missing : isUnder(pathname, options.absentPaths ?? []);
    const { markup, rendered } = sitePage && built.prerenderer && !prerenderFailed ? await prerender(built.prerenderer, pageUrl, firstScreen.queries) : { markup: '', rendered: true };
    // The head is computed here, from the data already read for the first screen, and kept with the page.
    const head = missing ? notFoundHead(site) : sitePage ? sharePreview({ site, publicUrl: options.publicUrl }, pageUrl, firstScreen.queries) : adminPageHead(site, pathname);
    return {
      // Kept like any page (per path, tagged with what it names): an episode or article that becomes public drops it.
      status: missing ? 404 : 200,
      body: renderPage(built.branded, { assets, queries: firstScreen.queries, markup, theme, head }),
      contentType: 'text/html; charset=utf-8',
      headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL, Vary: 'Cookie', ...(missing ? NOT_FOUND_HEADERS : {}) },
      // A page without its data or markup is sent, but rendered again for the next visitor.
      cacheable: firstScreen.complete && rendered && isKeptPage(pageUrl),
    };
  };
}

/** Every GET outside /api, /media and /remotes that asks for HTML: a redirect, or the page from the read cache. */
function pageHandler(cache: PublicReadCache, loadBuiltPage: () => BuiltPage | undefined, render: PageRenderer) {
  return async (request: Request, response: Response, next: NextFunction) => {
    // Files (favicon.ico, a missing chunk) are never answered with the app's HTML.
    if (LOOKS_LIKE_A_FILE.test(request.path) || !request.accepts('html')) return next();
    // The route manifest's aliases and SPEC §2's non-numeric episode id: no flash of the wrong page, and no JavaScript needed.
    const redirect = redirectOf(request.path);
    if (redirect) return response.redirect(302, redirect);
    const built = loadBuiltPage();
    if (!built) {
      response.setHeader('Cache-Control', 'no-store');
      response.status(503).type('text/plain').send('The web app has not been built yet: run `npm run build`, then restart.');
      return;
    }
    const theme = themeFromCookie(request.headers.cookie);
    const search = request.originalUrl.indexOf('?');
    const pageUrl = pageUrlOf(request.path, search === -1 ? '' : request.originalUrl.slice(search));
    try {
      await sendFromCache(cache, request, response, `page ${pageUrl} ${theme ?? 'light'}`, pageTags(pageUrl), () => render(built, pageUrl, theme));
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Serves the web app from the API's port: the remotes' dist folders, the shell's assets, and the
 * shell's index.html for every other GET outside /api, written for the request: the brand (title,
 * description, language) and the run-time config, preload hints for the whole federated chain, the
 * first screen's data, the site's prerendered markup and the visitor's theme class. A path that shows
 * nothing public (the route manifest has no such page, the episode or article it names is not public, a
 * back-office path not mounted) is answered 404 with the not-found page, asking not to be indexed.
 */
export function mountWebBundles(app: Express, config: SiteConfig, locations: WebBundleLocations, options: WebPageOptions): void {
  app.get('/robots.txt', robotsHandler(options.publicUrl, options.cache));
  mountRemotes(app, locations.remotes);
  mountShellFiles(app, locations.shell);
  app.get(/^(?!\/api(\/|$)|\/media\/|\/remotes\/).*/, pageHandler(options.cache, builtPageLoader(config, locations, options), pageRenderer(config, options)));
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

