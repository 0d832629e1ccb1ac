import { prudenceListSchema, type PrudenceList } from '@cargo-sentry/contracts/prudence/prudence';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

export const prudenceQueryKey = ['prudence'] as const;
export const prudencePageSize = 20;
/** While a first check runs, the list is asked again this often. */
const checkingPollMs = 2000;

function getPrudenceList(page: number, signal?: AbortSignal): Promise<PrudenceList> {
  return api.get('/{product}/prudence_subscription', prudenceListSchema, {
    query: { page, page_size: prudencePageSize },
    signal,
    quiet: true,
  });
}

const prudenceListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...prudenceQueryKey, 'list', page],
    queryFn: ({ signal }) => getPrudenceList(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((row) => row.checked_at === null) ? checkingPollMs : false,
  });

/** The user's monitored INNs with their findings; polls while a check is running. */
export function usePrudenceList(page: number) {
  return useQuery(prudenceListQueryOptions(page));
}
