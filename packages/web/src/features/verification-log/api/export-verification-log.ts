import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { wireQuery, type LogQuery } from './get-verification-log';

/** `GET verification_log/by_month/export`: the same figures as XLSX, saved by the browser. */
export function exportVerificationLog(query: LogQuery, lang: Locale) {
  return api.download('/{product}/verification_log/by_month/export', {
    query: { ...wireQuery(query), lang },
    fallbackName: `verifications_${query.monthFrom}_${query.monthTo}.xlsx`,
    quiet: true,
  });
}

export function useExportVerificationLog() {
  return useMutation({
    mutationFn: ({ query, lang }: { query: LogQuery; lang: Locale }) => exportVerificationLog(query, lang),
  });
}
