import { useEffect, useState } from 'react';
import { toastSettings, useToast } from './toast-store.js';

type ToastRegionComponent = typeof import('./toast-region.js').default;
const loadToastRegion = async (): Promise<ToastRegionComponent> => (await import(/* webpackChunkName: "toast-region" */ './toast-region.js')).default;

/**
 * Starts fetching the toast region ahead of a toast that is on its way (a form being sent), so the
 * first toast is not held up by it. Resolves once it is loaded.
 */
export async function preloadToasts(): Promise<void> {
  await loadToastRegion();
}

/**
 * The page's single toast region. The shell renders it once; everything else calls toast().
 * Radix Toast (and its focus, swipe and announcement code) is fetched with the first toast, or on F8:
 * no page needs it for its first view. Loaded by hand rather than with React.lazy, so that a failed
 * fetch is tried again with the next toast instead of breaking the region for good.
 */
export function Toaster() {
  const { toasts: items } = useToast();
  const [Region, setRegion] = useState<ToastRegionComponent | null>(null);
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const newest = items[0]?.id;

  useEffect(() => {
    if (Region) return;
    const load = () =>
      loadToastRegion().then(
        (loaded) => setRegion(() => loaded),
        () => undefined,
      );
    if (newest !== undefined) void load();
    // Until the region is there, F8 brings it in and focuses it, as Radix's own hotkey does afterwards.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!toastSettings.hotkey.every((key) => event.code === key || event.key === key)) return;
      setFocusOnLoad(true);
      void load();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [Region, newest]);

  return Region ? <Region items={items} focusOnLoad={focusOnLoad} /> : null;
}
