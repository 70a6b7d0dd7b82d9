import type { ReactNode } from 'react';

/** The back office's card look: the dashboards' panels and stat cards share it. */
export const panelClass = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

const wholeNumber = new Intl.NumberFormat('en-AU');

/** One figure of a dashboard, with what it counts and over which time: a count, or a figure already written ("42%", "1m 35s"). */
export function StatCard({ label, value, note, change, icon }: { label: string; value: number | string; note: string; change?: string | undefined; icon: ReactNode }) {
  return (
    <div className={panelClass}>
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</h2>
        <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-300">
          {icon}
        </span>
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900 dark:text-slate-50">{typeof value === 'number' ? wholeNumber.format(value) : value}</p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{note}</p>
      {change ? <p className="mt-1 text-sm font-medium text-slate-800 dark:text-slate-100">{change}</p> : null}
    </div>
  );
}
