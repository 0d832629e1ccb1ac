import { incidentListSchema, type IncidentList } from '@cargo-sentry/contracts/incidents/incidents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import type { WireQuery } from '@/shared/incident-filter/filter-state';

export const incidentPageSize = 20;

export function getIncidents(filter: WireQuery, page: number, signal?: AbortSignal): Promise<IncidentList> {
  return api.get('/{product}/incident', incidentListSchema, {
    query: { ...filter, page, page_size: incidentPageSize },
    signal,
  });
}

export const incidentsQueryOptions = (filter: WireQuery, page: number) =>
  queryOptions({
    queryKey: ['incidents', 'list', filter, page],
    queryFn: ({ signal }) => getIncidents(filter, page, signal),
    placeholderData: keepPreviousData,
  });

export function useIncidents(filter: WireQuery, page: number) {
  return useQuery(incidentsQueryOptions(filter, page));
}
