import { adminUserSchema, type CreateUserInput } from '@cargo-sentry/contracts/user-admin/user-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { usersQueryKey } from './get-users';

/** `POST reg_admin/create_user`. */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserInput) =>
      api.post('/{product}/reg_admin/create_user', body, adminUserSchema, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
