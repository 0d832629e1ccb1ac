import { apiUserSchema, type ApiUser } from '@cargo-sentry/contracts/api-users/api-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { apiUsersQueryKey } from './get-api-users';

function getApiUser(id: number, signal?: AbortSignal): Promise<ApiUser> {
  return api.get(`/{product}/api_user/${id}`, apiUserSchema, { signal, quiet: true });
}

const apiUserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...apiUsersQueryKey, 'detail', id],
    queryFn: ({ signal }) => getApiUser(id, signal),
  });

/** `enabled` false for an id that cannot exist (a malformed URL): nothing is asked. */
export function useApiUser(id: number, enabled = true) {
  return useQuery({ ...apiUserQueryOptions(id), enabled });
}
