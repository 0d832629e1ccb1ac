import type { SecurityEventQueryInput } from '@cargo-sentry/contracts/security-events/security-events';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

type ExportQuery = Omit<SecurityEventQueryInput, 'page' | 'page_size'> & { format: 'xlsx' | 'csv' };

/** `GET security_events/export`: the filtered log as a file the browser saves (itself a logged event). */
function exportSecurityEvents(query: ExportQuery) {
  return api.download('/{product}/security_events/export', {
    query,
    fallbackName: `security_events.${query.format}`,
    quiet: true,
  });
}

export function useExportSecurityEvents() {
  return useMutation({ mutationFn: exportSecurityEvents });
}
