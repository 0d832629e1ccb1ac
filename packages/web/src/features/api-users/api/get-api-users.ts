import { apiUserListSchema, type ApiUserList } from '@cargo-sentry/contracts/api-users/api-users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

export const apiUsersQueryKey = ['api-users'] as const;
export const apiUsersPageSize = 20;

function getApiUsers(query: { page: number; s: string }, signal?: AbortSignal): Promise<ApiUserList> {
  return api.get('/{product}/api_user', apiUserListSchema, {
    query: { page: query.page, page_size: apiUsersPageSize, s: query.s.trim() },
    signal,
  });
}

const apiUsersQueryOptions = (query: { page: number; s: string }) =>
  queryOptions({
    queryKey: [...apiUsersQueryKey, 'list', query],
    queryFn: ({ signal }) => getApiUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useApiUsers(query: { page: number; s: string }) {
  return useQuery(apiUsersQueryOptions(query));
}
