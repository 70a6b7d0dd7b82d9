import { pageTitle, type SiteConfig } from '@harmony/site-config';

/** A query result the shell puts into the RTK Query cache before its first render (no request then). */
export interface InlinedQuery {
  readonly endpoint: 'getFeaturedEpisodes' | 'getEpisodes' | 'getEpisode';
  /** The query argument; absent for argument-less queries. */
  readonly arg?: number;
  readonly data: unknown;
}

export interface PageParts {
  /** `<link>` elements written at the end of `<head>`. */
  readonly headLinks?: string;
  /** The first screen's data, as JSON in a non-executable block the shell reads. */
  readonly queries?: readonly InlinedQuery[];
  /** The first screen's markup, written into `#root` so it shows before any JavaScript runs. */
  readonly markup?: string;
  /** The visitor's stored theme (cookie): `dark` and `system` become a class on `<html>` (no flash). */
  readonly theme?: 'light' | 'dark' | 'system';
}

const CONFIG_BLOCK = /(<script id="harmony-config" type="application\/json">)[\s\S]*?(<\/script>)/;
/** JSON inside a script element must not be able to close it. */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
export const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The parts of the built index.html that depend on the site configuration only, written once at
 * start-up: the run-time config block, the page title and meta description (SPEC §1) and `<html lang>`.
 * Crawlers and Lighthouse read them from the HTML; the shell keeps them.
 */
export function brandTemplate(template: string, runtimeConfig: { readonly site: SiteConfig }): string {
  const { site } = runtimeConfig;
  return template
    .replace(CONFIG_BLOCK, (_match, open: string, close: string) => `${open}${scriptSafeJson(runtimeConfig)}${close}`)
    .replace(/<html\b[^>]*>/, `<html lang="${escapeHtml(site.language)}">`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(pageTitle(site))}</title>`)
    .replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${escapeHtml(site.description)}" />`);
}

/** Per request: the theme class, the preload hints, the inlined data and the prerendered markup. */
export function renderPage(branded: string, { headLinks = '', queries = [], markup = '', theme }: PageParts): string {
  const data = queries.length ? `<script id="harmony-data" type="application/json">${scriptSafeJson({ queries })}</script>` : '';
  let html = branded.replace('</head>', () => `${headLinks}${data}</head>`);
  if (theme === 'dark' || theme === 'system') html = html.replace(/<html\b([^>]*)>/, (_match, attributes: string) => `<html${attributes} class="${theme}">`);
  if (markup) html = html.replace(/<div id="root"><\/div>/, () => `<div id="root">${markup}</div>`);
  return html;
}

/** The theme stored in the `harmony-theme` cookie (see @harmony/ui's ThemeProvider). */
export function themeFromCookie(header: string | undefined): PageParts['theme'] {
  const value = /(?:^|;\s*)harmony-theme=(light|dark|system)(?:;|$)/.exec(header ?? '')?.[1];
  return value as PageParts['theme'];
}
