import { useSiteConfig } from '../site-config.js';

/** The statistics strip of the episodes section: one card per entry of `config.stats` (SPEC §1, §9). */
export function StatsStrip() {
  const { stats } = useSiteConfig();
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {stats.map(({ value, label }) => (
        <div key={label} className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <dt className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-300">{label}</dt>
          <dd className="text-4xl font-bold text-emerald-800 dark:text-emerald-300">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
