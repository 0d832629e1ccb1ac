import { useMemo } from 'react';
import type { WireQuery } from '@/shared/incident-filter/filter-state';
import { useStatistics } from '../api/get-statistics';
import { useComparisonPeriod } from './use-comparison-period';

/**
 * Statistics whose groups cover exactly the current comparison period, so that a group's count
 * and its `previous_count` compare like with like. Without a start date the server groups all
 * time but compares the last 12 months, so the period is made explicit here; with a start date
 * (or a period option) the filter already is the current period.
 */
export function usePeriodStatistics(wire: WireQuery) {
  const { current } = useComparisonPeriod(wire);
  const query = useMemo(
    () => (wire.date_from || wire.period ? wire : { ...wire, date_from: current.from, date_to: current.to }),
    [wire, current.from, current.to],
  );
  return useStatistics(query);
}
