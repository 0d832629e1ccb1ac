import {
  incidentReferencesSchema,
  searchHelperSchema,
  type IncidentReferences,
} from '@cargo-sentry/contracts/incidents/incidents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client/api-client';

export function getIncidentReferences(signal?: AbortSignal): Promise<IncidentReferences> {
  return api.get('/{product}/incident/get_references', incidentReferencesSchema, { signal });
}

export const incidentReferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['incidents', 'references'],
    queryFn: ({ signal }) => getIncidentReferences(signal),
    // Reference lists change only with a deploy or an admin import.
    staleTime: 60 * 60_000,
  });

/** Every list the filter panel, chips and incident card need (countries, geo, categories…). */
export function useIncidentReferences() {
  return useQuery(incidentReferencesQueryOptions());
}

/** Type-ahead over districts, regions, cities, cargo and free text (`search_helper`). */
export function useSearchHelper(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['incidents', 'search_helper', text],
    queryFn: ({ signal }) =>
      api.get('/{product}/incident/search_helper', searchHelperSchema, { query: { q: text }, signal, quiet: true }),
    enabled: text.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}
