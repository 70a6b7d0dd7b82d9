import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { dismissToast, toastSettings, type ToastItem, type ToastVariant } from './toast-store.js';

const variants: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50',
  destructive: 'border-red-800 bg-red-700 text-white dark:border-red-400 dark:bg-red-800',
};

export interface ToastRegionProps {
  items: readonly ToastItem[];
  /** F8 was pressed before the region was loaded: focus it once it is there. */
  focusOnLoad: boolean;
}

/** Radix Toast over the store's items: loaded by the Toaster with the first toast (see toast.tsx). */
export default function ToastRegion({ items, focusOnLoad }: ToastRegionProps) {
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnLoad) viewport.current?.focus();
  }, [focusOnLoad]);
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
        ref={viewport}
        hotkey={[...toastSettings.hotkey]}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}

