import { useId, type ReactNode } from 'react';
import { focusRing, Skeleton } from '@harmony/ui';
import { panelClass } from '../common/index.js';
import { wholeNumber } from './formatting.js';

/** The dashboard's secondary text: enough contrast on a panel in both themes. */
export const muted = 'text-sm text-slate-600 dark:text-slate-300';
export const inlineLinkClass = 'font-medium text-emerald-800 underline hover:text-emerald-900 dark:text-emerald-300 dark:hover:text-emerald-200';
export const tableHeadClass = 'text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-200';

/** A titled panel of the dashboard, a region named by its title. */
export function Panel({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`${panelClass} min-w-0 ${className}`}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * A table that may be wider than a phone: it scrolls sideways inside its own box (the page never does),
 * a region named by its caption that the keyboard can focus, and so scroll.
 */
export function ScrollingTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    // Positioned, so the screen-reader words (absolutely placed) in its cells are clipped by it too.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={`relative overflow-x-auto rounded-md ${focusRing}`}>
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

export interface RankedRow {
  key: string;
  /** What the row counts: a name, or a control that names it. */
  name: ReactNode;
  count: number;
}

/** Rows ranked by a count, as a two-column table; a bar behind each name shows its share of the top row. */
export function RankedTable({ caption, nameHeader, countHeader, rows }: { caption: string; nameHeader: string; countHeader: string; rows: readonly RankedRow[] }) {
  const top = Math.max(...rows.map(({ count }) => count), 1);
  return (
    <ScrollingTable caption={caption}>
      <thead className={tableHeadClass}>
        <tr>
          <th scope="col" className="py-2 pr-4">
            {nameHeader}
          </th>
          <th scope="col" className="py-2 text-right whitespace-nowrap">
            {countHeader}
          </th>
        </tr>
      </thead>
      <tbody className="text-slate-800 dark:text-slate-100">
        {rows.map(({ key, name, count }) => (
          <tr key={key}>
            <th scope="row" className="relative min-w-40 py-1 pr-4 font-medium">
              <span aria-hidden="true" className="absolute inset-y-1 left-0 rounded bg-emerald-100 dark:bg-emerald-950" style={{ width: `${(Math.max(0, count) / top) * 100}%` }} />
              <span className="relative block">{name}</span>
            </th>
            <td className="py-1 text-right tabular-nums">{wholeNumber(count)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

/** While the downloads section (its chunk, then its read) comes: said to screen readers, shown as a block. */
export function DownloadsLoading() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading downloads…
      </p>
      <Skeleton className="h-64" />
    </div>
  );
}

/** DB-IP's licence (CC BY 4.0) asks for this credit wherever countries looked up in its database are shown. */
export function DbIpCredit() {
  return (
    <p className={`mt-4 ${muted}`}>
      IP geolocation by{' '}
      <a href="https://db-ip.com" className={inlineLinkClass}>
        DB-IP
      </a>
    </p>
  );
}
