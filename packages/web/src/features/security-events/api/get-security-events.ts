import {
  securityEventPageSchema,
  type SecurityEventPage,
  type SecurityEventQueryInput,
} from '@cargo-sentry/contracts/security-events/security-events';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

export const securityEventsPageSize = 25;

function getSecurityEvents(query: SecurityEventQueryInput, signal?: AbortSignal): Promise<SecurityEventPage> {
  return api.get('/{product}/security_events', securityEventPageSchema, {
    query: { ...query, page_size: securityEventsPageSize },
    signal,
  });
}

const securityEventsQueryOptions = (query: SecurityEventQueryInput) =>
  queryOptions({
    queryKey: ['security-events', query],
    queryFn: ({ signal }) => getSecurityEvents(query, signal),
    placeholderData: keepPreviousData,
  });

/** `GET security_events`: the security event log, newest first, filtered. */
export function useSecurityEvents(query: SecurityEventQueryInput) {
  return useQuery(securityEventsQueryOptions(query));
}
