import { okSchema } from '@cargo-sentry/contracts/shared/common';
import {
  savedFilterListSchema,
  savedFilterSchema,
  type SavedFilterUpdate,
  type SavedFilterWriteInput,
} from '@cargo-sentry/contracts/notifications/saved-filters';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client/api-client';

/**
 * Saved incident filters (issue 12 §3): saved from `/incidents`, managed in `/settings/notify`.
 * Here in shared because both the incidents and the settings feature use them.
 */
const savedFiltersKey = ['saved-filters'] as const;

export function useSavedFilters() {
  return useQuery({
    queryKey: savedFiltersKey,
    queryFn: ({ signal }) => api.get('/{product}/saved_filter', savedFilterListSchema, { signal }),
  });
}

export function useCreateSavedFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedFilterWriteInput) =>
      api.post('/{product}/saved_filter', body, savedFilterSchema, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedFiltersKey }),
  });
}

export function useUpdateSavedFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SavedFilterUpdate & { id: number }) =>
      api.request(`/{product}/saved_filter/${id}`, savedFilterSchema, { method: 'PUT', body, quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedFiltersKey }),
  });
}

export function useDeleteSavedFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.request(`/{product}/saved_filter/${id}`, okSchema, { method: 'DELETE', quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedFiltersKey }),
  });
}
