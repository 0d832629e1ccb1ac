import { comparisonPeriods } from '@cargo-sentry/contracts/analysis/analysis';
import { incidentFilterSchema, normalizeFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import { useMemo } from 'react';
import { toApiDate } from '@/shared/format/date';
import type { WireQuery } from '@/shared/incident-filter/filter-state';

/** The current and previous periods the *_change values compare, by the contract's own rule. */
export function useComparisonPeriod(wire: WireQuery) {
  return useMemo(() => {
    const today = toApiDate(new Date());
    const parsed = incidentFilterSchema.safeParse(wire);
    const normalized = normalizeFilter(parsed.success ? parsed.data : incidentFilterSchema.parse({}), today);
    return comparisonPeriods(normalized, today);
  }, [wire]);
}
