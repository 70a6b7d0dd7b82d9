import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from '@harmony/mf-config/router';

// React Router builds a functional setSearchParams update on the parameters of the last render, and
// navigations are transitions: two updates before the first is committed (an upload selecting its
// episode, then "View posts" selecting a tab) would lose the first. The address last asked for is
// kept here until a navigation commits, and each update starts from it.
let pendingSearch: string | null = null;

/** Sets one query parameter of the address (replacing the entry; an empty value removes it), keeping every other one, even one set a moment before. */
export function useSearchParamSetter(): (key: string, value: string) => void {
  const [params, setParams] = useSearchParams();
  const { key: locationKey } = useLocation();
  useEffect(() => {
    pendingSearch = null;
  }, [locationKey]);
  return useCallback(
    (key: string, value: string) => {
      const next = new URLSearchParams(pendingSearch ?? params);
      if (value) next.set(key, value);
      else next.delete(key);
      pendingSearch = next.toString();
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
}
