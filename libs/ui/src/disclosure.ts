import { useEffect, useRef, useState, type RefObject } from 'react';

export interface Disclosure {
  readonly open: boolean;
  readonly close: () => void;
  /** Spread on the button that shows and hides the panel (it gets focus back on Escape). */
  readonly toggleProps: {
    readonly ref: RefObject<HTMLButtonElement | null>;
    readonly 'aria-expanded': boolean;
    readonly 'aria-controls': string;
    readonly onClick: () => void;
  };
}

/**
 * A panel shown and hidden by a button (the WAI-ARIA disclosure pattern), as the phone menus use it:
 * Escape closes it and returns focus to its button.
 */
export function useDisclosure(panelId: string): Disclosure {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return {
    open,
    close: () => setOpen(false),
    toggleProps: { ref: toggle, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((wasOpen) => !wasOpen) },
  };
}
