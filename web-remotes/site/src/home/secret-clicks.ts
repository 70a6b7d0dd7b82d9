import { useCallback, useEffect, useRef } from 'react';

/** SPEC §2 and §9: the hidden admin dot opens its panel after 5 clicks… */
export const secretClicksRequired = 5;
/** …and the count starts again 3 s after the latest click. */
export const secretClicksResetMs = 3000;

/** The click count after one more click, and whether that click completes the sequence. */
export function nextSecretClick(count: number, required = secretClicksRequired): { count: number; unlocked: boolean } {
  const next = count + 1;
  return next >= required ? { count: 0, unlocked: true } : { count: next, unlocked: false };
}

/**
 * Counts clicks and calls `onUnlock` on the fifth one; a pause of 3 s after any click resets the
 * count. Returns the click handler.
 */
export function useSecretClicks(onUnlock: () => void, required = secretClicksRequired, resetMs = secretClicksResetMs): () => void {
  const count = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(() => {
    clearTimeout(timer.current);
    const { count: next, unlocked } = nextSecretClick(count.current, required);
    count.current = next;
    if (unlocked) {
      onUnlock();
      return;
    }
    timer.current = setTimeout(() => {
      count.current = 0;
    }, resetMs);
  }, [onUnlock, required, resetMs]);
}
