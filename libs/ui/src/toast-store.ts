// The toasts' state and the calls that change it: what the shell's Toaster, the lazily loaded region and
// every remote's toast() share. In its own file so the region can use it without importing the Toaster,
// which loads the region.
import { useSyncExternalStore } from 'react';

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

/** Test helper: empties the store and cancels pending removals. */
export function resetToastsForTests(): void {
  removals.forEach((timer) => clearTimeout(timer));
  removals.clear();
  set([]);
}
