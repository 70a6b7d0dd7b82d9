import { useEffect } from 'react';

/**
 * The last rows of a later page were deleted (or removed): show the page before, rather than an empty
 * page with rows still before it.
 */
export function useStepBackFromEmptyPage(items: readonly unknown[] | undefined, offset: number, limit: number, setOffset: (offset: number) => void): void {
  const emptyLaterPage = items !== undefined && items.length === 0 && offset > 0;
  useEffect(() => {
    if (emptyLaterPage) setOffset(Math.max(0, offset - limit));
  }, [emptyLaterPage, offset, limit, setOffset]);
}
