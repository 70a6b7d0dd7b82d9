import { Button } from '@harmony/ui';

export interface PaginationProps {
  /** The list's name, for the navigation's label ("Episodes pages"). */
  label: string;
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
}

/** "Showing 21–40 of 57" with Previous and Next; nothing when everything fits on one page. */
export function Pagination({ label, offset, limit, total, onOffsetChange }: PaginationProps) {
  if (total <= limit && offset === 0) return null;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        Showing {first}–{last} of {total}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={offset === 0} onClick={() => onOffsetChange(Math.max(0, offset - limit))}>
          Previous
        </Button>
        <Button variant="secondary" disabled={offset + limit >= total} onClick={() => onOffsetChange(offset + limit)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
