import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The request chain of a federated page is HTML → shell → manifest → remote entry → route chunk → API.
 * These hints let the browser fetch all of it in parallel from the HTML: the shell's chunks (what its
 * entry would import after running), the site remote's manifest, entry, route module and CSS.
 * Computed once at start-up from the built files.
 */
export interface PreloadHints {
  /** For every page. */
  readonly common: string;
  /** Added on site pages other than `/`: the lazily loaded page chunks (episodes list, detail, …). */
  readonly sitePages: string;
  /** Added on every site page: the site remote (manifest, entry, route module, its CSS). */
  readonly site: string;
}

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}
interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: ManifestAssets }[];
}

const script = (href: string) => `<link rel="preload" as="script" href="${href}" />`;
const style = (href: string) => `<link rel="stylesheet" href="${href}" />`;

/**
 * The shell's files the first view needs besides its entry (already a script tag): its chunks (the
 * bootstrap; the singletons are eager, inside the entry) and its stylesheet, which the bootstrap would
 * otherwise load only after running: the prerendered markup would first paint without the base styles.
 */
function shellFiles(shellDir: string, extension: '.js' | '.css'): string[] {
  if (!existsSync(shellDir)) return [];
  return readdirSync(shellDir)
    .filter((file) => file.endsWith(extension) && !file.startsWith('main.'))
    .sort()
    .map((file) => `/${file}`);
}

export function readPreloadHints(shellDir: string, siteDir: string, sitePublicPath: string): PreloadHints {
  const common = [...shellFiles(shellDir, '.css').map(style), ...shellFiles(shellDir, '.js').map(script)].join('');
  const manifestFile = path.join(siteDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return { common, site: '', sitePages: '' };
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    return { common, site: '', sitePages: '' };
  }
  const publicPath = manifest.metaData?.publicPath && manifest.metaData.publicPath !== 'auto' ? manifest.metaData.publicPath : sitePublicPath;
  const url = (file: string) => `${publicPath}${file}`;
  const routes = manifest.exposes?.find((expose) => expose.path === './routes')?.assets ?? {};
  const entry = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  const entryPath = manifest.metaData?.remoteEntry?.path ?? '';
  const site = [
    // The runtime fetches the manifest with fetch(): a same-origin `crossorigin="anonymous"` preload matches that request.
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url('mf-manifest.json')}" />`,
    ...(routes.css?.sync ?? []).map((file) => style(url(file))),
    script(url(entryPath ? `${entryPath}/${entry}` : entry)),
    ...(routes.js?.sync ?? []).map((file) => script(url(file))),
  ].join('');
  const sitePages = (routes.js?.async ?? []).map((file) => script(url(file))).join('');
  return { common, site, sitePages };
}
