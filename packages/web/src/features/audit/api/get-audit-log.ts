import { auditLogSchema, type AuditLog, type AuditLogQueryInput } from '@cargo-sentry/contracts/audit/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

export const auditPageSize = 25;

function getAuditLog(query: AuditLogQueryInput, signal?: AbortSignal): Promise<AuditLog> {
  return api.get('/{product}/audit_log', auditLogSchema, {
    query: { ...query, page_size: auditPageSize },
    signal,
  });
}

const auditLogQueryOptions = (query: AuditLogQueryInput) =>
  queryOptions({
    queryKey: ['audit-log', query],
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });

/** `GET audit_log`: staff actions, newest first, filtered. */
export function useAuditLog(query: AuditLogQueryInput) {
  return useQuery(auditLogQueryOptions(query));
}
