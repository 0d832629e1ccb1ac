import {
  infoPageSchema,
  type InfoPage,
  type InfoPageName,
  type InfoPageWrite,
} from '@cargo-sentry/contracts/content/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { infoPageQueryOptions } from './get-info-page';

/** `PUT /{product}/info_page/{name}` (staff). */
export function useSaveInfoPage(name: InfoPageName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InfoPageWrite) =>
      api.request(`/{product}/info_page/${name}`, infoPageSchema, { method: 'PUT', body, quiet: true }),
    onSuccess: (page: InfoPage) => client.setQueryData(infoPageQueryOptions(name).queryKey, page),
  });
}
