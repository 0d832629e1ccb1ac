import {
  ticketDetailSchema,
  ticketListSchema,
  type TicketDetail,
  type TicketList,
  type TicketListQueryInput,
} from '@cargo-sentry/contracts/verification/tickets';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

export const ticketPageSize = 10;
export const ticketsQueryKey = ['verification', 'tickets'] as const;

export function getTickets(page: number, filter: TicketListQueryInput, signal?: AbortSignal): Promise<TicketList> {
  return api.get('/{product}/verification_ticket', ticketListSchema, {
    query: { ...filter, page, page_size: ticketPageSize },
    signal,
  });
}

/** The history as an infinite list (docs/product.md#ticket-history): page 1 resets it, later pages append; searched on the server. */
export const ticketsQueryOptions = (filter: TicketListQueryInput = {}) =>
  infiniteQueryOptions({
    queryKey: [...ticketsQueryKey, 'list', filter],
    queryFn: ({ pageParam, signal }) => getTickets(pageParam, filter, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.next ? page + 1 : undefined),
    // the rows already shown stay while a changed filter loads, instead of blinking to empty
    placeholderData: keepPreviousData,
  });

export function useTickets(filter: TicketListQueryInput = {}) {
  return useInfiniteQuery(ticketsQueryOptions(filter));
}

export function getTicketDetail(id: string, signal?: AbortSignal, quiet = false): Promise<TicketDetail> {
  return api.get(`/{product}/verification_ticket/${encodeURIComponent(id)}`, ticketDetailSchema, { signal, quiet });
}

export const ticketDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getTicketDetail(id, signal),
  });

export function useTicketDetail(id: string, enabled: boolean) {
  return useQuery({ ...ticketDetailQueryOptions(id), enabled });
}

/**
 * A ticket named by a link (`/verification?ticket=…`): quiet, since the page says itself that one
 * not the user's, or unknown, cannot be opened; such an answer is not asked again.
 */
export function useLinkedTicket(id: string) {
  return useQuery({
    ...ticketDetailQueryOptions(id),
    queryFn: ({ signal }) => getTicketDetail(id, signal, true),
    retry: false,
  });
}
