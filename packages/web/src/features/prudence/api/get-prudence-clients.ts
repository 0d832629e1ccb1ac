import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { prudenceClientListSchema, type PrudenceClientList } from '@cargo-sentry/contracts/prudence/prudence';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

export const prudenceClientsPageSize = 20;

function getPrudenceClients(query: { page: number; s: string }, signal?: AbortSignal): Promise<PrudenceClientList> {
  return api.get('/{product}/commercial_prudence', prudenceClientListSchema, {
    query: { page: query.page, page_size: prudenceClientsPageSize, s: query.s.trim() || undefined },
    signal,
  });
}

const prudenceClientsQueryOptions = (query: { page: number; s: string }) =>
  queryOptions({
    queryKey: ['prudence', 'clients', query],
    queryFn: ({ signal }) => getPrudenceClients(query, signal),
    placeholderData: keepPreviousData,
  });

/** Staff and report users: every client with monitored INNs. */
export function usePrudenceClients(query: { page: number; s: string }) {
  return useQuery(prudenceClientsQueryOptions(query));
}

/** Downloads every subscription as .xlsx in the page's language. */
export function useExportPrudence() {
  return useMutation({
    mutationFn: (lang: Locale) =>
      api.download('/{product}/commercial_prudence/export', {
        query: { lang },
        fallbackName: 'commercial_prudence.xlsx',
      }),
  });
}
