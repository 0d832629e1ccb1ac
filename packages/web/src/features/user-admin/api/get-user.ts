import { adminUserSchema, type AdminUser } from '@cargo-sentry/contracts/user-admin/user-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { usersQueryKey } from './get-users';

function getUser(id: number, signal?: AbortSignal): Promise<AdminUser> {
  return api.get(`/{product}/reg_admin/${id}`, adminUserSchema, { signal, quiet: true });
}

export const userQueryKey = (id: number) => [...usersQueryKey, 'detail', id] as const;

const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userQueryKey(id), queryFn: ({ signal }) => getUser(id, signal) });

/** `enabled` false for an id that cannot exist (a malformed URL): nothing is asked. */
export function useUser(id: number, enabled = true) {
  return useQuery({ ...userQueryOptions(id), enabled });
}
