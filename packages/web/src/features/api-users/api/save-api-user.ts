import { apiUserSchema, type ApiUserWriteInput } from '@cargo-sentry/contracts/api-users/api-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { apiUsersQueryKey } from './get-api-users';

/** `POST /{product}/api_user` (no id) or `PUT /{product}/api_user/{id}`. */
function saveApiUser(body: ApiUserWriteInput, id?: number) {
  return id === undefined
    ? api.post('/{product}/api_user', body, apiUserSchema, { quiet: true })
    : api.request(`/{product}/api_user/${id}`, apiUserSchema, { method: 'PUT', body, quiet: true });
}

export function useSaveApiUser(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiUserWriteInput) => saveApiUser(body, id),
    onSuccess: () => client.invalidateQueries({ queryKey: apiUsersQueryKey }),
  });
}
