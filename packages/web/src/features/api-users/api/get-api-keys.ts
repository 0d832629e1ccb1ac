import { apiKeyListSchema, type ApiKey } from '@cargo-sentry/contracts/api-users/api-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { apiUsersQueryKey } from './get-api-users';

async function getApiKeys(apiUserId: number, signal?: AbortSignal): Promise<ApiKey[]> {
  const { results } = await api.get(`/{product}/api_user/${apiUserId}/keys`, apiKeyListSchema, { signal });
  return results;
}

const apiKeysQueryOptions = (apiUserId: number) =>
  queryOptions({
    queryKey: [...apiUsersQueryKey, 'keys', apiUserId],
    queryFn: ({ signal }) => getApiKeys(apiUserId, signal),
  });

export function useApiKeys(apiUserId: number) {
  return useQuery(apiKeysQueryOptions(apiUserId));
}
