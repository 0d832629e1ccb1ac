import { apiUsageSchema, type ApiUsage } from '@cargo-sentry/contracts/api-users/api-users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { apiUsersQueryKey } from './get-api-users';

function getApiUsage(apiUserId: number, month: string, signal?: AbortSignal): Promise<ApiUsage> {
  return api.get(`/{product}/api_user/${apiUserId}/usage`, apiUsageSchema, { query: { month }, signal });
}

const apiUsageQueryOptions = (apiUserId: number, month: string) =>
  queryOptions({
    queryKey: [...apiUsersQueryKey, 'usage', apiUserId, month],
    queryFn: ({ signal }) => getApiUsage(apiUserId, month, signal),
    placeholderData: keepPreviousData,
  });

export function useApiUsage(apiUserId: number, month: string) {
  return useQuery(apiUsageQueryOptions(apiUserId, month));
}
