import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';

/** SPEC §9: a tooltip opens after 700 ms; moving to another trigger within 300 ms opens it at once. */
export const tooltipDelays = Object.freeze({ delayDuration: 700, skipDelayDuration: 300 });

/** How long the pointer may take to cross from the trigger to the tooltip (hoverable content, WCAG 1.4.13). */
const hoverGraceMs = 120;

export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

/*
 * Why not Radix Tooltip (as before): it is the only reason the page's first view carried the popper and
 * floating-ui (~11 KB brotli in the shell's entry). Loading it on first hover instead would swap the
 * trigger for Radix's (a new DOM node: keyboard focus and a click in progress are lost), and its skip
 * delay lives in a provider above the whole app, which cannot appear later without remounting the page.
 * A tooltip is small: the SPEC timings, hover and keyboard focus, Escape, one open at a time.
 */

// Page-wide state (@harmony/ui is a federation singleton): one tooltip open at a time, and the skip delay.
let closeOpenTooltip: (() => void) | null = null;
let skipDelayUntil = 0;

/** Test helper: forgets the open tooltip and the skip-delay window. */
export function resetTooltipsForTests(): void {
  closeOpenTooltip = null;
  skipDelayUntil = 0;
}

export interface TooltipPlacement {
  side: TooltipSide;
  top: number;
  left: number;
  /** Where the arrow sits along the tooltip's edge that faces the trigger (px from its start). */
  arrow: number;
}

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const gap = 6;
const viewportPadding = 8;
const opposite: Record<TooltipSide, TooltipSide> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Where a tooltip of `size` goes beside `trigger` (viewport coordinates): on `side`, or on the opposite
 * side when only that one fits; centred on the trigger and kept inside the viewport along the other axis.
 */
export function placeTooltip(trigger: Box, size: { width: number; height: number }, preferred: TooltipSide, viewport: { width: number; height: number }): TooltipPlacement {
  const fits = (side: TooltipSide) => {
    switch (side) {
      case 'top':
        return trigger.top - gap - size.height >= viewportPadding;
      case 'bottom':
        return trigger.top + trigger.height + gap + size.height <= viewport.height - viewportPadding;
      case 'left':
        return trigger.left - gap - size.width >= viewportPadding;
      case 'right':
        return trigger.left + trigger.width + gap + size.width <= viewport.width - viewportPadding;
    }
  };
  const side = fits(preferred) || !fits(opposite[preferred]) ? preferred : opposite[preferred];
  if (side === 'top' || side === 'bottom') {
    const centre = trigger.left + trigger.width / 2;
    const left = clamp(centre - size.width / 2, viewportPadding, viewport.width - viewportPadding - size.width);
    const top = side === 'top' ? trigger.top - gap - size.height : trigger.top + trigger.height + gap;
    return { side, top, left, arrow: clamp(centre - left, gap, size.width - gap) };
  }
  const centre = trigger.top + trigger.height / 2;
  const top = clamp(centre - size.height / 2, viewportPadding, viewport.height - viewportPadding - size.height);
  const left = side === 'left' ? trigger.left - gap - size.width : trigger.left + trigger.width + gap;
  return { side, top, left, arrow: clamp(centre - top, gap, size.height - gap) };
}

type TriggerProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };

export interface TooltipProps {
  /** The tooltip's text. It describes the trigger; the trigger still needs its own accessible name. */
  content: ReactNode;
  /** One focusable element (a button or link) that accepts a ref and event handlers. */
  children: ReactElement<TriggerProps>;
  side?: TooltipSide;
}

/** Calls the child's own handler first; ours runs unless it prevented the default. */
function compose<E extends { defaultPrevented: boolean }>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

function composeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * `<Tooltip content="Share">{<button aria-label="Share">…</button>}</Tooltip>`: shown after 700 ms of
 * hover (at once within 300 ms of another tooltip closing) and at once on keyboard focus; hidden on
 * leave, blur, press, Escape and scroll. While shown, the trigger is described by it (`aria-describedby`).
 * Until then it renders the trigger alone, the same on the server and in the browser.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const id = useId();
  // The element it is shown beside; null while hidden.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const shown = useRef(false);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pointerDown = useRef(false);
  const hoverCounted = useRef(false);

  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };
  const hide = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    if (shown.current) skipDelayUntil = Date.now() + tooltipDelays.skipDelayDuration;
    shown.current = false;
    if (closeOpenTooltip === hide) closeOpenTooltip = null;
    setAnchor(null);
  }, []);
  const show = () => {
    clearTimers();
    if (closeOpenTooltip && closeOpenTooltip !== hide) closeOpenTooltip();
    closeOpenTooltip = hide;
    shown.current = true;
    setAnchor(trigger.current);
  };
  const hideSoon = () => {
    clearTimers();
    closeTimer.current = setTimeout(hide, hoverGraceMs);
  };

  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
      if (closeOpenTooltip === hide) closeOpenTooltip = null;
    },
    [hide],
  );

  const open = anchor !== null;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    // A scrolled page would leave it floating away from its trigger.
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    window.addEventListener('resize', hide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', hide, { capture: true });
      window.removeEventListener('resize', hide);
    };
  }, [open, hide]);

  const own = children.props;
  const describedTrigger = cloneElement(children, {
    ref: composeRefs(own.ref, trigger),
    'aria-describedby': open ? [own['aria-describedby'], id].filter(Boolean).join(' ') : own['aria-describedby'],
    // Counted on the first move rather than on enter (as Radix does): a trigger that scrolls under a resting pointer stays quiet.
    onPointerMove: compose(own.onPointerMove, (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'touch' || hoverCounted.current || pointerDown.current) return;
      hoverCounted.current = true;
      clearTimeout(closeTimer.current);
      if (shown.current) return;
      if (closeOpenTooltip || Date.now() < skipDelayUntil) show();
      else openTimer.current = setTimeout(show, tooltipDelays.delayDuration);
    }),
    onPointerLeave: compose(own.onPointerLeave, () => {
      hoverCounted.current = false;
      hideSoon();
    }),
    onPointerDown: compose(own.onPointerDown, () => {
      pointerDown.current = true;
      document.addEventListener('pointerup', () => (pointerDown.current = false), { once: true });
      hide();
    }),
    onClick: compose(own.onClick, hide),
    // Keyboard focus shows it at once; the focus that follows a press does not.
    onFocus: compose(own.onFocus, () => {
      if (!pointerDown.current) show();
    }),
    onBlur: compose(own.onBlur, hide),
  });

  return (
    <>
      {describedTrigger}
      {anchor
        ? createPortal(
            <TooltipContent id={id} trigger={anchor} side={side} onPointerEnter={() => clearTimeout(closeTimer.current)} onPointerLeave={hideSoon}>
              {content}
            </TooltipContent>,
            document.body,
          )
        : null}
    </>
  );
}

interface TooltipContentProps {
  id: string;
  trigger: HTMLElement;
  side: TooltipSide;
  children: ReactNode;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

const arrowStyle: Record<TooltipSide, (offset: number) => CSSProperties> = {
  top: (offset) => ({ bottom: -4, left: offset - 4 }),
  bottom: (offset) => ({ top: -4, left: offset - 4 }),
  left: (offset) => ({ right: -4, top: offset - 4 }),
  right: (offset) => ({ left: -4, top: offset - 4 }),
};

function TooltipContent({ id, trigger, side, children, onPointerEnter, onPointerLeave }: TooltipContentProps) {
  const box = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<TooltipPlacement | null>(null);

  // Measured before paint: the first frame already shows it in place.
  useLayoutEffect(() => {
    const content = box.current;
    if (!content) return;
    const rect = trigger.getBoundingClientRect();
    setPlacement(
      placeTooltip(
        { top: rect.top, left: rect.left, width: rect.width, height: rect.height },
        { width: content.offsetWidth, height: content.offsetHeight },
        side,
        { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
      ),
    );
  }, [trigger, side]);

  return (
    <div
      ref={box}
      id={id}
      role="tooltip"
      data-side={placement?.side ?? side}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      style={placement ? { position: 'fixed', top: placement.top, left: placement.left } : { position: 'fixed', top: 0, left: 0, visibility: 'hidden' }}
      className="z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md dark:bg-slate-100 dark:text-slate-900"
    >
      {children}
      {placement ? (
        <span aria-hidden="true" style={arrowStyle[placement.side](placement.arrow)} className="absolute size-2 rotate-45 bg-slate-900 dark:bg-slate-100" />
      ) : null}
    </div>
  );
}
