import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import type { WireQuery } from '@/shared/incident-filter/filter-state';

/** `export_excel`: the filtered incidents as .xlsx, named by content-disposition. */
export function exportIncidents(filter: WireQuery, lang: Locale) {
  return api.download('/{product}/incident/export_excel', {
    query: { ...filter, lang },
    fallbackName: 'incidents.xlsx',
    quiet: true,
  });
}

export function useExportIncidents() {
  return useMutation({
    mutationFn: ({ filter, lang }: { filter: WireQuery; lang: Locale }) => exportIncidents(filter, lang),
  });
}
