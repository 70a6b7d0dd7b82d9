import { useCallback } from 'react';
import { useSearchParams } from '@harmony/mf-config/router';
import { useSearchParamSetter } from './use-search-param-setter.js';

/**
 * The selected tab kept in the address (?{key}=id), so a reload, the back button and a bookmark keep it;
 * an absent or unknown value selects the first tab. Choosing a tab replaces the address entry.
 */
export function useTabParam<Id extends string>(key: string, tabs: readonly { id: Id }[]): [Id, (id: Id) => void] {
  const [params] = useSearchParams();
  const setParam = useSearchParamSetter();
  const asked = params.get(key);
  const selected = tabs.find(({ id }) => id === asked)?.id ?? tabs[0].id;
  const select = useCallback((id: Id) => setParam(key, id), [setParam, key]);
  return [selected, select];
}
