import { newsSchema, type News } from '@cargo-sentry/contracts/content/content';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { newsQueryKey } from './get-news-list';

function getNews(id: number, signal?: AbortSignal): Promise<News> {
  return api.get(`/{product}/news/${id}`, newsSchema, { signal, quiet: true });
}

/** `GET /{product}/news/{id}`; `enabled` false for an id that cannot exist (a malformed URL). */
export function useNews(id: number, enabled = true) {
  return useQuery({
    queryKey: [...newsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getNews(id, signal),
    enabled,
  });
}
