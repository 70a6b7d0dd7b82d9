import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@harmony/mf-config/router';

// React Router builds a functional setSearchParams update on the parameters of the last render, and
// navigations are transitions: two updates before the first is committed (an upload selecting its
// episode, then "View posts" selecting a tab) would lose the first. The address last asked for is
// kept here until a navigation commits, and each update starts from it.
let pendingSearch: string | null = null;

/** The query string as people read and bookmark it: `:`, `/` and brackets are legal there, so `?filter=page:/episodes` and `?filter=source:(none)` stay as typed. */
export const readableSearch = (params: URLSearchParams): string => {
  const search = params.toString().replace(/%3A/gi, ':').replace(/%2F/gi, '/').replace(/%28/gi, '(').replace(/%29/gi, ')');
  return search ? `?${search}` : '';
};

/**
 * Changes the address's query parameters, starting from every current one (even one set a moment before).
 * `push` adds a history entry, so the back button undoes the change (a dashboard filter); otherwise the
 * entry is replaced (a select or a tab).
 */
export function useSearchParamsUpdater(): (change: (params: URLSearchParams) => void, options?: { push?: boolean }) => void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { key: locationKey, pathname } = useLocation();
  useEffect(() => {
    pendingSearch = null;
  }, [locationKey]);
  return useCallback(
    (change, { push = false } = {}) => {
      const next = new URLSearchParams(pendingSearch ?? params);
      change(next);
      pendingSearch = next.toString();
      void navigate({ pathname, search: readableSearch(next) }, { replace: !push });
    },
    [params, navigate, pathname],
  );
}

/** Sets one query parameter of the address (replacing the entry; an empty value removes it), keeping every other one. */
export function useSearchParamSetter(): (key: string, value: string) => void {
  const update = useSearchParamsUpdater();
  return useCallback(
    (key: string, value: string) =>
      update((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
      }),
    [update],
  );
}
