import { reportListSchema, type Report, type ReportList } from '@cargo-sentry/contracts/reports/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

export const reportsQueryKey = ['reports'] as const;

/** How often the list is asked again while a report is being generated. */
export const reportPollMs = 1500;

function getReports(signal?: AbortSignal): Promise<ReportList> {
  return api.get('/{product}/reports', reportListSchema, { signal, quiet: true });
}

export const isPending = (report: Pick<Report, 'status'>) => report.status === 'queued' || report.status === 'running';

export const reportsQueryOptions = () =>
  queryOptions({
    queryKey: reportsQueryKey,
    queryFn: ({ signal }) => getReports(signal),
    // polled while any report is queued or running, so the page shows it progress and finish
    refetchInterval: (query) => (query.state.data?.results.some(isPending) ? reportPollMs : false),
  });

export function useReports() {
  return useQuery(reportsQueryOptions());
}
