import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { focusRing } from '@harmony/ui';
import { useSecretClicks } from './secret-clicks.js';

// The panel (and Radix Dialog with it) is fetched only once someone has found the dot.
const AdminPanel = lazy(() => import('./admin-panel.js'));

/**
 * SPEC §2: a small dot at the bottom right; 5 clicks within the reset window open the panel of
 * admin links. It is a real button (named, keyboard reachable), only visually discreet.
 */
export function AdminDot() {
  const [open, setOpen] = useState(false);
  const dot = useRef<HTMLButtonElement>(null);
  // Once loaded the panel stays mounted (Radix closes it, and the next unlock needs no new load).
  const [unlocked, setUnlocked] = useState(false);
  const onClick = useSecretClicks(
    useCallback(() => {
      setUnlocked(true);
      setOpen(true);
    }, []),
  );

  return (
    <>
      <button
        ref={dot}
        type="button"
        aria-label="Admin access"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={onClick}
        className={`group fixed right-2 bottom-2 z-30 flex size-6 items-center justify-center rounded-full ${focusRing}`}
      >
        <span aria-hidden="true" className="size-2 rounded-full bg-slate-300 opacity-60 group-hover:opacity-100 dark:bg-slate-600" />
      </button>
      {unlocked ? (
        <Suspense fallback={null}>
          <AdminPanel open={open} onOpenChange={setOpen} returnFocus={() => dot.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
