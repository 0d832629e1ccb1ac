import { infoPageSchema, type InfoPage, type InfoPageName } from '@cargo-sentry/contracts/content/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

const infoPagesQueryKey = ['info-page'] as const;

function getInfoPage(name: InfoPageName, signal?: AbortSignal): Promise<InfoPage> {
  return api.get(`/{product}/info_page/${name}`, infoPageSchema, { signal, quiet: true });
}

export const infoPageQueryOptions = (name: InfoPageName) =>
  queryOptions({ queryKey: [...infoPagesQueryKey, name], queryFn: ({ signal }) => getInfoPage(name, signal) });

/** `GET /{product}/info_page/{name}`: one named page in both languages. */
export const useInfoPage = (name: InfoPageName) => useQuery(infoPageQueryOptions(name));
