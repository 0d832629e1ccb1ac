import {
  ticketDetailSchema,
  ticketListSchema,
  type TicketDetail,
  type TicketList,
} from '@cargo-sentry/contracts/verification-tickets';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

export const ticketPageSize = 10;
export const ticketsQueryKey = ['verification', 'tickets'] as const;

export function getTickets(page: number, signal?: AbortSignal): Promise<TicketList> {
  return api.get('/{product}/verification_ticket', ticketListSchema, {
    query: { page, page_size: ticketPageSize },
    signal,
  });
}

/** The history as an infinite list (SPEC §4): page 1 resets it, later pages append. */
export const ticketsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...ticketsQueryKey, 'list'],
    queryFn: ({ pageParam, signal }) => getTickets(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.next ? page + 1 : undefined),
  });

export function useTickets() {
  return useInfiniteQuery(ticketsQueryOptions());
}

export function getTicketDetail(id: string, signal?: AbortSignal): Promise<TicketDetail> {
  return api.get(`/{product}/verification_ticket/${id}`, ticketDetailSchema, { signal });
}

export const ticketDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getTicketDetail(id, signal),
  });

export function useTicketDetail(id: string, enabled: boolean) {
  return useQuery({ ...ticketDetailQueryOptions(id), enabled });
}
