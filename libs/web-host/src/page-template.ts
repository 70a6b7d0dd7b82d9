import { createHash } from 'node:crypto';
import { escapeMarkup } from '@harmony/platform';
import { pageTitle, type SiteConfig } from '@harmony/site-config';
import type { InlinedQuery, PageHead } from './page-types.js';
import type { PageAssets } from './preload-hints.js';

export interface PageParts {
  /** The page's stylesheets (linked from `<head>`) and the scripts and fetches its app will need. */
  readonly assets?: PageAssets;
  /** The first screen's data, as JSON in a non-executable block the shell reads. */
  readonly queries?: readonly InlinedQuery[];
  /** The first screen's markup, written into `#root` so it shows before any JavaScript runs. */
  readonly markup?: string;
  /** The visitor's stored theme (cookie): `dark` and `system` become a class on `<html>` (no flash). */
  readonly theme?: 'light' | 'dark' | 'system';
  /** The page's own title, description, canonical URL, share previews and JSON-LD; absent: the brand's. */
  readonly head?: PageHead | null;
}

/** The built index.html with the brand written in, and the shell's entry scripts taken out of it. */
export interface BrandedPage {
  readonly html: string;
  /** The `<script defer src>` files the bundler put at the end of `<body>`, in order. */
  readonly entryScripts: readonly string[];
}

/**
 * Starts the app once the page has loaded and painted. The markup is prerendered, so the first paint
 * needs only the HTML and its stylesheets; starting the scripts (≈ 180 KB) after it leaves the
 * connection to those, and to the images of the first screen, on a slow network. It reads its plan
 * from the `harmony-start` block, adds the preload hints for the whole federated chain at once, then
 * the shell's entry scripts in order. A hidden tab paints nothing: there it starts at load.
 * The text is fixed (the plan is data) so the Content-Security-Policy can allow it by its hash.
 */
export const startScript = `(() => {
  const plan = JSON.parse(document.getElementById('harmony-start').textContent);
  const hint = (href, as) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.append(link);
  };
  const start = () => {
    plan.fetches.forEach((href) => hint(href, 'fetch'));
    plan.scripts.forEach((href) => hint(href, 'script'));
    plan.entry.forEach((src) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.append(script);
    });
  };
  const afterPaint = () => (document.hidden ? start() : requestAnimationFrame(() => setTimeout(start)));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})();`;

/** The CSP source that allows exactly `startScript` inline. */
export const startScriptHash = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;

const CONFIG_BLOCK = /(<script id="harmony-config" type="application\/json">)[\s\S]*?(<\/script>)/;
/** JSON inside a script element must not be able to close it. */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The parts of the built index.html that depend on the site configuration only, written once at
 * start-up: the run-time config block, the page title and meta description (SPEC §1), `<html lang>`
 * and the podcast feed's autodiscovery link (at `publicUrl`, the public origin). Crawlers and
 * Lighthouse read them from the HTML; the shell keeps them. The entry scripts are taken out: each
 * page starts them through `startScript`.
 */
export function brandTemplate(template: string, runtimeConfig: { readonly site: SiteConfig }, publicUrl: string): BrandedPage {
  const { site } = runtimeConfig;
  const feed = new URL(site.podcastPlatforms.rss, `${publicUrl}/`).href;
  const feedLink = `<link rel="alternate" type="application/rss+xml" title="${escapeMarkup(site.productName)}" href="${escapeMarkup(feed)}" />`;
  const entryScripts: string[] = [];
  const html = template
    .replace(CONFIG_BLOCK, (_match, open: string, close: string) => `${open}${scriptSafeJson(runtimeConfig)}${close}`)
    .replace(/<html\b[^>]*>/, `<html lang="${escapeMarkup(site.language)}">`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeMarkup(pageTitle(site))}</title>`)
    .replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${escapeMarkup(site.description)}" />${feedLink}`)
    .replace(/<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g, (_match, src: string) => {
      entryScripts.push(src);
      return '';
    });
  return { html, entryScripts };
}

const stylesheet = (href: string) => `<link rel="stylesheet" href="${escapeMarkup(href)}" />`;

/** Per path and theme: the head, the stylesheets, the theme class, the inlined data, the prerendered markup and the start script. */
export function renderPage(branded: BrandedPage, { assets = { stylesheets: [], scripts: [], fetches: [] }, queries = [], markup = '', theme, head }: PageParts): string {
  const data = queries.length ? `<script id="harmony-data" type="application/json">${scriptSafeJson({ queries })}</script>` : '';
  const plan = { entry: branded.entryScripts, scripts: assets.scripts, fetches: assets.fetches };
  const start = `<script id="harmony-start" type="application/json">${scriptSafeJson(plan)}</script><script>${startScript}</script>`;
  let html = branded.html;
  if (head) {
    html = html
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeMarkup(head.title)}</title>`)
      .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${escapeMarkup(head.description)}" />${head.tags}`);
  }
  html = html.replace('</head>', () => `${assets.stylesheets.map(stylesheet).join('')}${data}</head>`);
  html = html.replace('</body>', () => `${start}</body>`);
  if (theme === 'dark' || theme === 'system') html = html.replace(/<html\b([^>]*)>/, (_match, attributes: string) => `<html${attributes} class="${theme}">`);
  if (markup) html = html.replace(/<div id="root"><\/div>/, () => `<div id="root">${markup}</div>`);
  return html;
}

/** The theme stored in the `harmony-theme` cookie (see @harmony/ui's ThemeProvider). */
export function themeFromCookie(header: string | undefined): PageParts['theme'] {
  const value = /(?:^|;\s*)harmony-theme=(light|dark|system)(?:;|$)/.exec(header ?? '')?.[1];
  return value as PageParts['theme'];
}
