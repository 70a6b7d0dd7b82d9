import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ErrorBoundary, ErrorPanel } from '@harmony/ui';
import type { RemoteName, RemoteRoutesModule, RemoteRoutesProps } from '@harmony/mf-config/remotes';

export type RoutesLoader = (remote: RemoteName) => Promise<RemoteRoutesModule>;

export interface RemoteRoutesComponentProps extends RemoteRoutesProps {
  remote: RemoteName;
}

export const remoteLoadErrorMessage = 'This part of the site could not be loaded. Please refresh the page or try again later.';

function RemoteLoadError() {
  return (
    <main id="main" className="px-4">
      <ErrorPanel title="Sorry, something went wrong" message={remoteLoadErrorMessage} action={{ label: 'Reload', onClick: () => window.location.reload() }} />
    </main>
  );
}

function RemoteLoading() {
  return (
    <main id="main" aria-busy="true" className="min-h-screen">
      <p role="status" className="sr-only">
        Loading…
      </p>
    </main>
  );
}

/**
 * Builds the component that renders a remote's routes: loaded lazily (a remote is downloaded only
 * when a route needs it), inside Suspense and an error boundary so a remote that fails to load
 * shows a friendly message instead of a white page.
 */
export function createRemoteRoutes(
  load: RoutesLoader,
  /** Route modules already loaded (the bootstrap awaits the page's remote): rendered at once, never suspending. */
  preloaded: Partial<Record<RemoteName, RemoteRoutesModule>> = {},
): ComponentType<RemoteRoutesComponentProps> {
  const components = new Map<RemoteName, ComponentType<RemoteRoutesProps> | LazyExoticComponent<ComponentType<RemoteRoutesProps>>>();
  for (const [remote, module] of Object.entries(preloaded) as [RemoteName, RemoteRoutesModule][]) {
    if (typeof module?.default === 'function') components.set(remote, module.default);
  }
  const componentOf = (remote: RemoteName) => {
    let component = components.get(remote);
    if (!component) {
      component = lazy(() => load(remote));
      components.set(remote, component);
    }
    return component;
  };

  return function RemoteRoutes({ remote, ...props }: RemoteRoutesComponentProps) {
    const Routes = componentOf(remote);
    return (
      <ErrorBoundary key={remote} fallback={<RemoteLoadError />} onError={(error) => console.error(`Remote "${remote}" failed:`, error)}>
        <Suspense fallback={<RemoteLoading />}>
          <RemoteReady remote={remote}>
            <Routes {...props} />
          </RemoteReady>
        </Suspense>
      </ErrorBoundary>
    );
  };
}

/**
 * Marks <html data-app-ready="{remote}"> once the remote's routes are live (hydrated or rendered): it
 * commits together with them inside the same Suspense boundary. Browser journeys wait for it before
 * interacting, since the prerendered markup looks ready before its handlers are attached.
 * It wraps the routes rather than sitting beside them: a sibling would make a fork in the tree, and
 * React derives `useId` values from forks, so every id under the routes (Radix's aria-controls, form
 * labels) would differ from the prerendered markup, which has no such sibling.
 */
function RemoteReady({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.appReady = remote;
  }, [remote]);
  return children;
}
