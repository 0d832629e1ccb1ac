import { okSchema } from '@cargo-sentry/contracts/shared/common';
import {
  incidentAdminReferencesSchema,
  incidentSchema,
  type Incident,
  type IncidentAdminReferences,
} from '@cargo-sentry/contracts/incidents/incidents';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/shared/api-client/api-client';

/** The body of incident_admin POST/PUT, before the server's own validation. */
export type IncidentWriteBody = Record<string, string | number | null | undefined>;

export function getAdminReferences(signal?: AbortSignal): Promise<IncidentAdminReferences> {
  return api.get('/{product}/incident_admin/get_references', incidentAdminReferencesSchema, { signal });
}

export function useAdminReferences() {
  return useQuery({
    queryKey: ['incidents', 'admin_references'],
    queryFn: ({ signal }) => getAdminReferences(signal),
    staleTime: 60 * 60_000,
  });
}

export function createIncident(body: IncidentWriteBody): Promise<Incident> {
  return api.post('/{product}/incident_admin', body, incidentSchema, { quiet: true });
}

export function updateIncident(id: number, body: IncidentWriteBody): Promise<Incident> {
  return api.request(`/{product}/incident_admin/${id}`, incidentSchema, { method: 'PUT', body, quiet: true });
}

export function deleteIncident(id: number): Promise<unknown> {
  return api.request(`/{product}/incident_admin/${id}`, z.union([okSchema, z.undefined(), z.unknown()]), {
    method: 'DELETE',
    quiet: true,
  });
}

/** Save (create or update); every incident query is stale afterwards. */
export function useSaveIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: IncidentWriteBody }) =>
      id ? updateIncident(id, body) : createIncident(body),
    onSuccess: (incident) => {
      queryClient.setQueryData(['incidents', 'detail', incident.id], incident);
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
    },
  });
}

export function useDeleteIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteIncident(id),
    onSuccess: (_data, id) => {
      // Not the deleted incident's own query: refetched while its page is still open it answers
      // 404, and the page goes to /404 instead of the list (issue 9). The page drops it on leaving.
      void queryClient.invalidateQueries({
        queryKey: ['incidents'],
        predicate: (query) => !isDetailOf(query.queryKey, id),
      });
    },
  });
}

const isDetailOf = (key: readonly unknown[], id: number) => key[1] === 'detail' && key[2] === id;

/** Forgets a deleted incident once its page is gone. */
export function forgetIncident(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: ['incidents', 'detail', id] });
}
