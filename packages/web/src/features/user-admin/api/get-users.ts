import { adminUserSchema, type AccountStatus } from '@cargo-sentry/contracts/user-admin/user-admin';
import { pagedSchema } from '@cargo-sentry/contracts/shared/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

export const usersQueryKey = ['user-admin-users'] as const;
export const usersPageSize = 20;

const userPageSchema = pagedSchema(adminUserSchema);

export interface UsersQuery {
  page: number;
  s: string;
  status: AccountStatus | 'all';
  ordering: string;
}

function getUsers(query: UsersQuery, signal?: AbortSignal) {
  return api.get('/{product}/reg_admin', userPageSchema, {
    query: {
      page: query.page,
      page_size: usersPageSize,
      s: query.s.trim(),
      status: query.status,
      ordering: query.ordering,
    },
    signal,
  });
}

const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'list', query],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

/** `GET reg_admin`: people's accounts (never API users), searched, filtered, sorted and paged. */
export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
