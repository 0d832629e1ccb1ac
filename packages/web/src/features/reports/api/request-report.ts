import { reportSchema, type Report, type ReportRequestInput } from '@cargo-sentry/contracts/reports/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { reportsQueryKey } from './get-reports';

/** `POST reports`: the report is generated in the background; the list then polls its state. */
function requestReport(body: ReportRequestInput): Promise<Report> {
  return api.post('/{product}/reports', body, reportSchema, { quiet: true });
}

export function useRequestReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestReport,
    onSuccess: () => client.invalidateQueries({ queryKey: reportsQueryKey }),
  });
}
