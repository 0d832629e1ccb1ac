import { verificationLogSchema, type VerificationLog } from '@cargo-sentry/contracts/verification/log';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

/** The period and user the statistics are asked for; the user null for everyone. */
export interface LogQuery {
  monthFrom: string;
  monthTo: string;
  user: number | null;
}

export const verificationLogQueryKey = ['verification-log'] as const;

export function wireQuery(query: LogQuery): Record<string, string> {
  return {
    month_from: query.monthFrom,
    month_to: query.monthTo,
    ...(query.user === null ? {} : { user: String(query.user) }),
  };
}

function getVerificationLog(query: LogQuery, signal?: AbortSignal): Promise<VerificationLog> {
  return api.get('/{product}/verification_log/by_month', verificationLogSchema, { query: wireQuery(query), signal });
}

export const verificationLogQueryOptions = (query: LogQuery) =>
  queryOptions({
    queryKey: [...verificationLogQueryKey, query],
    queryFn: ({ signal }) => getVerificationLog(query, signal),
    placeholderData: keepPreviousData,
  });

export function useVerificationLog(query: LogQuery) {
  return useQuery(verificationLogQueryOptions(query));
}
