import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@harmony/mf-config/router';
import type { RemoteName, RemoteRoutesModule } from '@harmony/mf-config/remotes';
import type { AppStore } from '@harmony/web-api';
import { ThemeProvider, Toaster } from '@harmony/ui';
import { App } from './app.js';
import type { HarmonyConfig } from './config.js';
import { loadRoutesModule } from './federation.js';
import { createRemoteRoutes } from './remote-routes.js';
import { PageViews } from './page-views.js';

export interface RenderAppOptions {
  config: HarmonyConfig;
  store: AppStore;
  /** The remote of the page's path, and its route module if it loaded (undefined: it failed, shown by the lazy path). */
  remote: RemoteName;
  routesModule: RemoteRoutesModule | undefined;
}

/** Renders the app into #root: hydrates the server's markup when there is some and the page's remote loaded. */
export function renderApp({ config, store, remote, routesModule }: RenderAppOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = container;
  // The page's remote is loaded before the first render, so the first render never shows a loading state.
  const preloaded: Partial<Record<RemoteName, RemoteRoutesModule>> = routesModule ? { [remote]: routesModule } : {};
  const RemoteRoutes = createRemoteRoutes(loadRoutesModule, preloaded);
  const app = (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider>
          <BrowserRouter>
            <PageViews>
              <App site={config.site} RemoteRoutes={RemoteRoutes} />
            </PageViews>
          </BrowserRouter>
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
  // The toast region lives in a root of its own (its store is module state): #root then holds exactly
  // the markup the server prerendered (web-remotes/site/src/prerender.tsx), which React hydrates.
  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(<Toaster />);

  if (root.firstElementChild && preloaded[remote]) {
    // Hydration keeps the server's first screen on the page (no repaint, no shift). As a transition it
    // works in slices that yield to the browser instead of one long task (React hydrates a root at
    // blocking priority otherwise). A mismatch is recovered by React (it renders that part afresh).
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.warn('The prerendered page differed from the browser render; rendered afresh.', error),
      });
    });
  } else {
    root.replaceChildren();
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app));
  }
}
