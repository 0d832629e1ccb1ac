import { apiKeySchema } from '@cargo-sentry/contracts/api-users/api-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { apiUsersQueryKey } from './get-api-users';

function revokeApiKey(apiUserId: number, keyId: number) {
  return api.request(`/{product}/api_user/${apiUserId}/keys/${keyId}`, apiKeySchema, {
    method: 'DELETE',
    quiet: true,
  });
}

export function useRevokeApiKey(apiUserId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) => revokeApiKey(apiUserId, keyId),
    onSuccess: () => client.invalidateQueries({ queryKey: apiUsersQueryKey }),
  });
}
