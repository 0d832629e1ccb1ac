import { incidentSchema, type Incident } from '@cargo-sentry/contracts/incidents/incidents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

export function getIncident(id: number, signal?: AbortSignal): Promise<Incident> {
  // The page shows 404 and needs_full_access itself, so they stay out of the shared errors field.
  return api.get(`/{product}/incident/${id}`, incidentSchema, { signal, quiet: true });
}

export const incidentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['incidents', 'detail', id],
    queryFn: ({ signal }) => getIncident(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useIncident(id: number) {
  return useQuery(incidentQueryOptions(id));
}
