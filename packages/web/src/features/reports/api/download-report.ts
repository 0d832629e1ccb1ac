import type { Report } from '@cargo-sentry/contracts/reports/reports';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

/** `GET reports/{id}/file`: the generated file, saved by the browser. */
export function downloadReport(report: Pick<Report, 'id' | 'file_name'>) {
  return api.download(`/{product}/reports/${report.id}/file`, { fallbackName: report.file_name, quiet: true });
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport });
}
