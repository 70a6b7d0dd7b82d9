import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

/** SPEC §9: a tooltip opens after 700 ms; moving to another trigger within 300 ms opens it at once. */
export const tooltipDelays = Object.freeze({ delayDuration: 700, skipDelayDuration: 300 });

const InsideProvider = createContext(false);

/** The page's tooltip timing; the shell renders it once around everything. */
export function TooltipProvider({ children }: { children?: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={tooltipDelays.delayDuration} skipDelayDuration={tooltipDelays.skipDelayDuration}>
      <InsideProvider.Provider value>{children}</InsideProvider.Provider>
    </TooltipPrimitive.Provider>
  );
}

export interface TooltipProps {
  /** The tooltip's text. It describes the trigger; the trigger still needs its own accessible name. */
  content: ReactNode;
  /** One focusable element (a button or link) that forwards its ref and props. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** `<Tooltip content="Share">{<button aria-label="Share">…</button>}</Tooltip>`: shown on hover and keyboard focus. */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          className="z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md dark:bg-slate-100 dark:text-slate-900"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-slate-900 dark:fill-slate-100" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  // Outside the shell (a component test, a prerender) a tooltip brings its own provider with the same timing.
  return useContext(InsideProvider) ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
