import { okSchema } from '@cargo-sentry/contracts/shared/common';
import { newsSchema, type News, type NewsWriteInput } from '@cargo-sentry/contracts/content/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { newsQueryKey } from './get-news-list';

/** `POST /{product}/news` (no id) or `PUT /{product}/news/{id}` (staff). */
function saveNews(body: NewsWriteInput, id?: number): Promise<News> {
  return id === undefined
    ? api.post('/{product}/news', body, newsSchema, { quiet: true })
    : api.request(`/{product}/news/${id}`, newsSchema, { method: 'PUT', body, quiet: true });
}

export function useSaveNews(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewsWriteInput) => saveNews(body, id),
    onSuccess: () => client.invalidateQueries({ queryKey: newsQueryKey }),
  });
}

/** `POST /{product}/news/{id}/publish` or `/unpublish` (staff). */
export function useSetNewsPublished(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) =>
      api.post(`/{product}/news/${id}/${published ? 'publish' : 'unpublish'}`, undefined, newsSchema, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: newsQueryKey }),
  });
}

/** `DELETE /{product}/news/{id}` (staff). */
export function useDeleteNews(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.request(`/{product}/news/${id}`, okSchema, { method: 'DELETE', quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: newsQueryKey }),
  });
}
