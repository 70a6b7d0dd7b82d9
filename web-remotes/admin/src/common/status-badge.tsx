const tones = {
  green: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  slate: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
} as const;

export type BadgeTone = keyof typeof tones;

/** A short state word ("Published", "Scheduled", "Draft") in a coloured pill. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}
