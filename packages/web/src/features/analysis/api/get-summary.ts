import { incidentSummarySchema, type IncidentSummary } from '@cargo-sentry/contracts/incidents/incidents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import type { WireQuery } from '@/shared/incident-filter/filter-state';

export function getSummary(query: WireQuery, signal?: AbortSignal): Promise<IncidentSummary> {
  return api.get('/{product}/incident/get_summary', incidentSummarySchema, { query, signal, quiet: true });
}

export const summaryQueryOptions = (query: WireQuery) =>
  queryOptions({
    queryKey: ['analysis', 'summary', query],
    queryFn: ({ signal }) => getSummary(query, signal),
    staleTime: 60_000,
  });

/** docs/product.md#incident-list-and-summary incident summary (total, on map, damage, average, dates, damage change). */
export function useSummary(query: WireQuery) {
  return useQuery(summaryQueryOptions(query));
}
