import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filterFromParams, filterToParams, type FilterValues } from './filter-state';

/**
 * The applied filter lives in the URL search params, so reload, back/forward and shared links
 * keep it. Changing the filter drops the list page back to the first one.
 */
export function useUrlFilter() {
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => filterFromParams(params), [params]);
  const setApplied = useCallback(
    (next: FilterValues) => {
      setParams((previous) => {
        const updated = filterToParams(next, previous);
        updated.delete('page');
        return updated;
      });
    },
    [setParams],
  );
  return { applied, setApplied, params, setParams };
}
