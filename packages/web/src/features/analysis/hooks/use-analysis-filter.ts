import { useCallback, useMemo } from 'react';
import { filterToWire, type FilterValues } from '@/shared/incident-filter/filter-state';
import { useUrlFilter } from '@/shared/incident-filter/use-url-filter';

/**
 * The incidents filter as the analysis pages use it: the applied values from the URL, their
 * wire form for the statistics calls, and a shortcut that narrows the page to one region.
 */
export function useAnalysisFilter() {
  const { applied, setApplied } = useUrlFilter();
  const wire = useMemo(() => filterToWire(applied), [applied]);

  const showGeo = useCallback(
    (kind: 'region' | 'city', id: number) => {
      const token = `${kind}:${id}`;
      // One click narrows the page to that place; clicking the only selected place again clears it.
      const only = applied.geo.length === 1 && applied.geo[0] === token;
      setApplied({ ...applied, geo: only ? [] : [token] });
    },
    [applied, setApplied],
  );
  const showRegion = useCallback((regionId: number) => showGeo('region', regionId), [showGeo]);

  const setFilter = useCallback((next: FilterValues) => setApplied(next), [setApplied]);

  return { applied, wire, setFilter, showGeo, showRegion };
}
