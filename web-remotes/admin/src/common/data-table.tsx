import { useId, type ReactNode } from 'react';
import { Button, LoadError, Skeleton } from '@harmony/ui';
import { apiErrorMessage } from '@harmony/web-api';

export interface DataColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes for the column's cells, e.g. a minimum width or `whitespace-nowrap`. */
  className?: string;
  /** The cell that names the row (a `th scope="row"`): the title, the email. */
  rowHeader?: boolean;
  /** A column whose header is only for screen readers (the row's actions). */
  hideHeader?: boolean;
}

export interface DataTableProps<T> {
  /** The table's accessible name (its caption, visually hidden): "Articles". */
  caption: string;
  columns: readonly DataColumn<T>[];
  /** The page's rows; undefined until the first page arrives. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  loading: boolean;
  /** Another page is on its way: the rows on screen are the previous page's. */
  busy?: boolean;
  /** Why the list could not be loaded (an api error), shown when there are no rows to show. */
  error?: unknown;
  /** "Failed to load the articles." */
  errorText: string;
  onRetry: () => void;
  /** "No articles yet" or "No articles match your search". */
  emptyText: string;
}

const cellPadding = 'px-4 py-3 align-top';

/**
 * An admin list as a table, with its loading, error and empty states. On a narrow screen the table
 * scrolls sideways inside a labelled region that the keyboard can focus (and so scroll).
 */
export function DataTable<T>({ caption, columns, rows, rowKey, loading, busy = false, error, errorText, onRetry, emptyText }: DataTableProps<T>) {
  const captionId = useId();
  if (!rows) {
    if (loading || !error) {
      return (
        <div aria-busy="true" className="space-y-2">
          <p role="status" className="sr-only">
            Loading {caption.toLowerCase()}…
          </p>
          {[0, 1, 2].map((line) => (
            <Skeleton key={line} className="h-12" />
          ))}
        </div>
      );
    }
    return (
      <LoadError>
        {errorText} {apiErrorMessage(error)}
        <Button variant="secondary" className="ml-3 align-middle" onClick={onRetry}>
          Try again
        </Button>
      </LoadError>
    );
  }
  if (rows.length === 0) return <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-200">{emptyText}</p>;

  return (
    <div
      role="region"
      aria-labelledby={captionId}
      aria-busy={busy || undefined}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 dark:border-slate-800 dark:bg-slate-900 dark:focus-visible:outline-emerald-400"
    >
      <table className={`min-w-full text-left text-sm ${busy ? 'opacity-70' : ''}`}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-200">
          <tr>
            {columns.map(({ header, hideHeader }) => (
              <th key={header} scope="col" className={`${cellPadding} whitespace-nowrap`}>
                {hideHeader ? <span className="sr-only">{header}</span> : header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-800 dark:text-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map(({ header, cell, className = '', rowHeader }) =>
                rowHeader ? (
                  <th key={header} scope="row" className={`${cellPadding} font-semibold text-slate-900 dark:text-slate-50 ${className}`}>
                    {cell(row)}
                  </th>
                ) : (
                  <td key={header} className={`${cellPadding} ${className}`}>
                    {cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
