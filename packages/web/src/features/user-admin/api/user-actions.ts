import {
  adminUserSchema,
  type AdminChangePassword,
  type AdminUpdateSettings,
  type AdminUser,
  type SetCommercialPrudenceLimit,
  type SetDisableVerifications,
  type SetVerificationCount,
} from '@cargo-sentry/contracts/user-admin/user-admin';
import { okSchema } from '@cargo-sentry/contracts/shared/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { usersQueryKey } from './get-users';
import { userQueryKey } from './get-user';

/** The `POST reg_admin/{id}/<action>` endpoints that answer the changed account. */
interface UserActions {
  activate: undefined;
  update_settings: AdminUpdateSettings;
  set_verification_count: SetVerificationCount;
  set_disable_verifications: SetDisableVerifications;
  set_commercial_prudence_limit: SetCommercialPrudenceLimit;
}

/** One staff action on an account; the answer replaces the cached account and the list reloads. */
export function useUserAction<A extends keyof UserActions>(id: number, action: A) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserActions[A]) =>
      api.post(`/{product}/reg_admin/${id}/${action}`, body ?? {}, adminUserSchema, { quiet: true }),
    onSuccess: (user: AdminUser) => {
      client.setQueryData(userQueryKey(id), user);
      void client.invalidateQueries({ queryKey: [...usersQueryKey, 'list'] });
    },
  });
}

/** `change_password`: the password given, or (none) a generated one e-mailed to the user. */
export function useChangeUserPassword(id: number) {
  return useMutation({
    mutationFn: (body: AdminChangePassword) =>
      api.post(`/{product}/reg_admin/${id}/change_password`, body, okSchema, { quiet: true }),
  });
}

/** `DELETE reg_admin/{id}`. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.request(`/{product}/reg_admin/${id}`, okSchema, { method: 'DELETE', quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
