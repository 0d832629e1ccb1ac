import { newsListSchema, type NewsList } from '@cargo-sentry/contracts/content/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

export const newsQueryKey = ['news'] as const;

function getNewsList(page: number, pageSize: number, signal?: AbortSignal): Promise<NewsList> {
  return api.get('/{product}/news', newsListSchema, { query: { page, page_size: pageSize }, signal, quiet: true });
}

/** `GET /{product}/news`: published news, newest first (staff also get drafts). */
export function useNewsList(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...newsQueryKey, 'list', page, pageSize],
    queryFn: ({ signal }) => getNewsList(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}
