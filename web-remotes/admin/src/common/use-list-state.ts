import { useCallback } from 'react';
import { useSearchParams } from '@harmony/mf-config/router';
import { pageSize, type ListArgs } from './admin-list.js';

/**
 * A list's page, search and filters live in the address (?offset=20&q=sam&status=active), so a reload, the back button
 * and a bookmark keep them. `prefix` keeps two lists on one screen apart.
 */
export function useListState(prefix = ''): ListArgs & {
  setOffset: (offset: number) => void;
  setQuery: (q: string) => void;
  /** A filter's value in the address (`?{prefix}status=active`), '' when none is set. */
  filter: (name: string) => string;
  setFilter: (name: string, value: string) => void;
} {
  const [params, setParams] = useSearchParams();
  const offsetKey = `${prefix}offset`;
  const queryKey = `${prefix}q`;
  const offset = Math.max(0, Number.parseInt(params.get(offsetKey) ?? '0', 10) || 0);
  const q = params.get(queryKey) ?? '';

  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value && value !== '0') next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setOffset = useCallback((next: number) => update({ [offsetKey]: String(next) }), [update, offsetKey]);
  // A new search starts at its first page.
  const setQuery = useCallback((next: string) => update({ [queryKey]: next, [offsetKey]: '' }), [update, queryKey, offsetKey]);
  const filter = useCallback((name: string) => params.get(`${prefix}${name}`) ?? '', [params, prefix]);
  // A new filter, like a new search, starts at its first page.
  const setFilter = useCallback((name: string, value: string) => update({ [`${prefix}${name}`]: value, [offsetKey]: '' }), [update, prefix, offsetKey]);
  return { offset, limit: pageSize, q, setOffset, setQuery, filter, setFilter };
}
