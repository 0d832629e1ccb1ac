import { actListSchema, type ActList } from '@cargo-sentry/contracts/personal-data/retention';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

export const actsPageSize = 20;

function getDestructionActs(page: number, signal?: AbortSignal): Promise<ActList> {
  return api.get('/{product}/personal_data/acts', actListSchema, { query: { page, page_size: actsPageSize }, signal });
}

const actsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['personal-data', 'acts', page],
    queryFn: ({ signal }) => getDestructionActs(page, signal),
    placeholderData: keepPreviousData,
  });

/** `GET personal_data/acts`: the destruction acts, newest first. */
export function useDestructionActs(page: number) {
  return useQuery(actsQueryOptions(page));
}
