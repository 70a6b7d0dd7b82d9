import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The request chain of a federated page is HTML → shell → manifest → remote entry → route chunk → API.
 * Listing its files here lets the page fetch all of them at once instead of one after another: the
 * shell's chunks (what its entry would import after running), the site remote's manifest, entry,
 * route module and stylesheet. Read once at start-up from the built files.
 */
export interface PageAssets {
  /** Linked from `<head>`: the prerendered markup must paint with its styles. */
  readonly stylesheets: readonly string[];
  /** Scripts the app will ask for (hinted with `<link rel="preload" as="script">`). */
  readonly scripts: readonly string[];
  /** Fetched with `fetch()` by the federation runtime (hinted `as="fetch"`, CORS mode, to match). */
  readonly fetches: readonly string[];
}

export interface PreloadHints {
  /** For every page. */
  readonly common: PageAssets;
  /** Added on site pages: the site remote (manifest, entry, route module, its CSS). */
  readonly site: PageAssets;
}

const noAssets: PageAssets = { stylesheets: [], scripts: [], fetches: [] };

export const mergeAssets = (...parts: readonly PageAssets[]): PageAssets => ({
  stylesheets: parts.flatMap((part) => part.stylesheets),
  scripts: parts.flatMap((part) => part.scripts),
  fetches: parts.flatMap((part) => part.fetches),
});

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}
interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: ManifestAssets }[];
}

/**
 * The shell's files besides its entry (the page's start script loads that): its chunks (the bootstrap;
 * the singletons are eager, inside the entry) and its stylesheet, which the bootstrap would otherwise
 * load only after running: the prerendered markup would first paint without the base styles.
 */
function shellFiles(shellDir: string, extension: '.js' | '.css'): string[] {
  if (!existsSync(shellDir)) return [];
  return readdirSync(shellDir)
    .filter((file) => file.endsWith(extension) && !file.startsWith('main.'))
    .sort()
    .map((file) => `/${file}`);
}

function readManifest(siteDir: string): Manifest | null {
  const manifestFile = path.join(siteDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return null;
  try {
    return JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

export function readPreloadHints(shellDir: string, siteDir: string, sitePublicPath: string): PreloadHints {
  const common: PageAssets = { stylesheets: shellFiles(shellDir, '.css'), scripts: shellFiles(shellDir, '.js'), fetches: [] };
  const manifest = readManifest(siteDir);
  if (!manifest) return { common, site: noAssets };
  const publicPath = manifest.metaData?.publicPath && manifest.metaData.publicPath !== 'auto' ? manifest.metaData.publicPath : sitePublicPath;
  const url = (file: string) => `${publicPath}${file}`;
  const routes = manifest.exposes?.find((expose) => expose.path === './routes')?.assets ?? {};
  const entry = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  const entryPath = manifest.metaData?.remoteEntry?.path ?? '';
  // A page's own chunk (blog, episodes, …) is not listed: the manifest does not say which route a chunk
  // serves, and hinting all of them made every page download every page.
  const site: PageAssets = {
    stylesheets: (routes.css?.sync ?? []).map(url),
    scripts: [url(entryPath ? `${entryPath}/${entry}` : entry), ...(routes.js?.sync ?? []).map(url)],
    fetches: [url('mf-manifest.json')],
  };
  return { common, site };
}
