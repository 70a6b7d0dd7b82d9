import type { ButtonHTMLAttributes, Ref } from 'react';
import { Check, Share2 } from 'lucide-react';
import { focusRing } from '@harmony/ui';

/** SPEC §9: the copy confirmation lasts 2 seconds. */
export const copyConfirmationMs = 2000;

export interface ShareMenuProps {
  episodeId: number;
  episodeTitle: string;
}

/** How the menu was first asked for: by keyboard, it opens with its first item focused (as Radix does). */
export type OpenedBy = 'pointer' | 'keyboard';

export interface ShareTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  episodeTitle: string;
  /** The link was just copied: a check mark instead of the share icon. */
  copied?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The share menu's button, the same before the menu's code is loaded (share-menu.tsx) as after, when
 * Radix's trigger wraps it (share-menu-dropdown.tsx) and adds its state and handlers.
 */
export function ShareTrigger({ episodeTitle, copied = false, className = '', ...button }: ShareTriggerProps) {
  const Icon = copied ? Check : Share2;
  return (
    <button
      type="button"
      aria-label={`Share ${episodeTitle}`}
      aria-haspopup="menu"
      aria-expanded={false}
      {...button}
      className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-950 data-[state=open]:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white dark:data-[state=open]:bg-slate-800 ${focusRing} ${className}`}
    >
      <Icon aria-hidden="true" className={`size-5 ${copied ? 'text-emerald-700 dark:text-emerald-300' : ''}`} />
    </button>
  );
}
