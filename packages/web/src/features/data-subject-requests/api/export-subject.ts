import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

/** `GET personal_data/export` (staff): the person's data as a file, saved in the browser; the server audits it. */
function exportSubject({ q, format, lang }: { q: string; format: 'xlsx' | 'pdf'; lang: Locale }) {
  return api.download('/{product}/personal_data/export', {
    query: { q, format, lang },
    fallbackName: `personal_data.${format}`,
  });
}

export function useExportSubject() {
  return useMutation({ mutationFn: exportSubject });
}
