import { incidentSummarySchema, type IncidentSummary } from '@cargo-sentry/contracts/incidents/incidents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import type { WireQuery } from '@/shared/incident-filter/filter-state';

export function getIncidentSummary(filter: WireQuery, signal?: AbortSignal): Promise<IncidentSummary> {
  return api.get('/{product}/incident/get_summary', incidentSummarySchema, { query: filter, signal });
}

export const incidentSummaryQueryOptions = (filter: WireQuery) =>
  queryOptions({
    queryKey: ['incidents', 'summary', filter],
    queryFn: ({ signal }) => getIncidentSummary(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useIncidentSummary(filter: WireQuery) {
  return useQuery(incidentSummaryQueryOptions(filter));
}
