import type { ReactNode } from 'react';

/** The badge, h2 and intro line that open each home section. */
export function SectionHeading({ id, badge, title, children }: { id: string; badge: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className="inline-flex rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold tracking-widest text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">{badge}</p>
      <h2 id={id} className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{children}</p> : null}
    </div>
  );
}

/** Sections sit under the fixed 4rem header: scroll-margin keeps their top visible after a jump. */
export const sectionClass = 'scroll-mt-16 px-4 py-16 sm:py-24';
