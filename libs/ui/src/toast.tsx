import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
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

const variants: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50',
  destructive: 'border-red-800 bg-red-700 text-white dark:border-red-400 dark:bg-red-800',
};

/** The page's single toast region. The shell renders it once; everything else calls toast(). */
export function Toaster() {
  const { toasts: items } = useToast();
  return (
    <ToastPrimitive.Provider duration={toastSettings.duration} swipeDirection={toastSettings.swipeDirection} swipeThreshold={toastSettings.swipeThreshold} label="Notification">
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          // Destructive toasts report failures: announce them assertively.
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={item.variant}
          className={`group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=closed]:hidden ${variants[item.variant]}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description> : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...toastSettings.hotkey]}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}

/** Test helper: empties the store and cancels pending removals. */
export function resetToastsForTests(): void {
  removals.forEach((timer) => clearTimeout(timer));
  removals.clear();
  set([]);
}
