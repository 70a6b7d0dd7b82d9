import { remoteOfPath } from '@harmony/site-config';
import type { RemoteRoutesModule } from '@harmony/mf-config/remotes';
import { readHarmonyConfig } from './config.js';
import { loadRoutesModule, registerRemotesFrom } from './federation.js';
import './styles.css';

/**
 * Gives the main thread back to the browser (input, paint) before the next step of the start-up.
 * `scheduler.yield()` resumes ahead of other queued tasks where the browser has it.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

const config = readHarmonyConfig(document);
registerRemotesFrom(config);
// The API writes it into the HTML; kept here for the dev server's page. The title is each page's own:
// the remotes set it (the site's SiteLayout, the admin's screens), never the shell, which knows none.
// Only when it differs: setting `lang` on <html>, even to its value, restyles the whole page.
if (document.documentElement.lang !== config.site.language) document.documentElement.lang = config.site.language;

/**
 * The start-up in steps, each its own task, where it was one long task of ~70 ms of CPU on a fast
 * machine (four times that on Lighthouse's phone), which blocked input after the first paint: the
 * page's remote starts loading first (its files arrive and run in tasks of their own), then RTK Query
 * and its endpoints, then the store with the inlined data, then React and the app, which hydrates in
 * slices.
 * The `eager` imports add no chunk and no request: the modules are in this chunk, and run only when
 * imported.
 */
async function start() {
  const remote = remoteOfPath(window.location.pathname);
  // A remote that fails to load is rendered through the lazy path, which shows the friendly load error.
  const routesModule: Promise<RemoteRoutesModule | undefined> = loadRoutesModule(remote).catch(() => undefined);
  await yieldToMain();
  const { createPageStore } = await import(/* webpackMode: "eager" */ './app-store.js');
  await yieldToMain();
  const store = createPageStore();
  await yieldToMain();
  const { renderApp } = await import(/* webpackMode: "eager" */ './render-app.js');
  renderApp({ config, store, remote, routesModule: await routesModule });
}

void start();
