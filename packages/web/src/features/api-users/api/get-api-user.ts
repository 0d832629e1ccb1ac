import { apiUserSchema, type ApiUser } from '@cargo-sentry/contracts/api-users';
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

export function useApiUser(id: number) {
  return useQuery(apiUserQueryOptions(id));
}
