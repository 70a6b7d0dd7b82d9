import { focusRing } from '@harmony/ui';

const linkButton = `inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap ${focusRing}`;

/** A link that looks like the primary button ("New article"). */
export const primaryLinkClass = `${linkButton} bg-emerald-800 text-white hover:bg-emerald-900`;
/** A link that looks like the secondary button ("Edit", "Export CSV"). */
export const secondaryLinkClass = `${linkButton} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-50 dark:hover:bg-slate-800`;
