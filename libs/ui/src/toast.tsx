import { useEffect, useState, useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'variant'>> {
  id: string;
  description?: string;
  open: boolean;
}

/** SPEC §4 and §9: one toast at a time, shown 5000 ms, swiped away to the right past 50 px, F8 focuses it. */
export const toastSettings = Object.freeze({
  limit: 1,
  duration: 5000,
  swipeDirection: 'right',
  swipeThreshold: 50,
  hotkey: ['F8'],
  /** How long a dismissed toast stays in the store (closed) before it is removed. */
  removeDelay: 1_000_000,
} as const);

// One store per page (@harmony/ui is a federation singleton): a remote's toast() reaches the shell's Toaster.
let toasts: readonly ToastItem[] = [];
let counter = 0;
const removals = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const set = (next: readonly ToastItem[]) => {
  toasts = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getToasts = () => toasts;
const noToasts: readonly ToastItem[] = [];

function scheduleRemoval(id: string) {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      set(toasts.filter((item) => item.id !== id));
    }, toastSettings.removeDelay),
  );
}

/** Closes one toast (or all): it animates out and is removed from the store after the removal delay. */
export function dismissToast(id?: string): void {
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  set(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

/** Shows a toast; a newer toast replaces the one on screen (at most one visible). */
export function toast({ title, description, variant = 'default' }: ToastOptions): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  set([{ id, title, description, variant, open: true }, ...toasts].slice(0, toastSettings.limit));
  return { id, dismiss: () => dismissToast(id) };
}

export interface UseToast {
  toast: typeof toast;
  dismiss: typeof dismissToast;
  toasts: readonly ToastItem[];
}

/** `const { toast } = useToast(); toast({ title: 'Link copied!', description: '…' })` from any remote. */
export function useToast(): UseToast {
  const items = useSyncExternalStore(subscribe, getToasts, () => noToasts);
  return { toast, dismiss: dismissToast, toasts: items };
}

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

/** Test helper: empties the store and cancels pending removals. */
export function resetToastsForTests(): void {
  removals.forEach((timer) => clearTimeout(timer));
  removals.clear();
  set([]);
}
